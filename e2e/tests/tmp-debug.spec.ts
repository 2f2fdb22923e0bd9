import { test } from '../fixtures/test';
import { LoginPage } from '../pages/login-page';
import { demoAccounts } from '../fixtures/demo-accounts';

test('debug typed', async ({ page }) => {
  page.on('console', (m) => console.log('[console]', m.type(), m.text().slice(0, 300)));
  await new LoginPage(page).signInAs(demoAccounts.admin, 'admin');
  await page.goto('/admin/students');
  const box = page.getByRole('textbox', { name: 'Search students' });
  await box.fill('maya');
  for (let i = 0; i < 6; i += 1) {
    console.log(i, await page.evaluate(() => {
      const input = document.querySelector('input[placeholder^="Search by name"]') as HTMLInputElement | null;
      return {
        interactive: document.documentElement.hasAttribute('data-interactive'),
        typed: (window as any).__lecternTyped?.size,
        value: input?.value, id: input?.id, tracker: Object.keys(input ?? {}).filter((k) => k.startsWith('_') || k.startsWith('__react')).join(','),
        rows: document.querySelectorAll('table tr').length,
      };
    }));
    await page.waitForTimeout(400);
  }
});
