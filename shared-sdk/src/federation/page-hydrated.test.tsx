import { render } from '@testing-library/react';
import { PageHydrated, whenPageHydrated } from './page-hydrated';

test('the shell hears once the page has hydrated, and at once after that', async () => {
  let heard = false;
  const waiting = whenPageHydrated().then(() => {
    heard = true;
  });
  await Promise.resolve();
  expect(heard).toBe(false);
  render(<PageHydrated />);
  await waiting;
  expect(heard).toBe(true);
  await expect(whenPageHydrated()).resolves.toBeUndefined();
});
