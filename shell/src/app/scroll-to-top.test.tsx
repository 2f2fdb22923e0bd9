import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from '@lectern/shared-sdk';
import { ScrollToTop } from './scroll-to-top';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

test('a page opened by a link starts at its top, but a page that has just loaded keeps where the person scrolled to', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const view = render(
    <MemoryRouter initialEntries={['/courses']}>
      <ScrollToTop />
      <Link to="/contact">Contact</Link>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();

  await userEvent.click(view.getByRole('link', { name: 'Contact' }));
  expect(view.getByText('at /contact')).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockRestore();
});
