import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ContentPage as Page } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { ContentPage } from './content-page';

const page = (overrides: Partial<Page>): Page => ({
  slug: 'privacy',
  title: 'Privacy policy',
  markdown: 'We keep little.',
  html: '<p>We keep little.</p>\n<h2>Cookies</h2>\n<p>See <a href="/cookies">the cookie policy</a>.</p>\n',
  version: 3,
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

test('shows the page the address names, with the HTML the API rendered and when it last changed', async () => {
  const getContentPage = jest.fn().mockResolvedValue({ page: page({}) });
  renderPage(<ContentPage />, { url: '/privacy', api: { getContentPage } });

  expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  expect(getContentPage).toHaveBeenCalledWith('privacy');
  expect(screen.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'the cookie policy' })).toHaveAttribute('href', '/cookies');
  expect(screen.getByText('Last updated November 20, 2026')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
});

test('offers Retry when the page cannot be read', async () => {
  const getContentPage = jest
    .fn()
    .mockRejectedValueOnce(new ApiError(503, 'down'))
    .mockResolvedValue({ page: page({ slug: 'terms', title: 'Terms' }) });
  renderPage(<ContentPage />, { url: '/terms', api: { getContentPage } });
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
});

test('sends the contact form and says it reached the admins; a refusal is shown and the words stay', async () => {
  const contact = page({ slug: 'contact', title: 'Contact us', html: '<p>Write to us.</p>\n' });
  const sendContactMessage = jest
    .fn()
    .mockRejectedValueOnce(new ApiError(429, 'You have sent several messages already. Try again in 12 minutes.'))
    .mockResolvedValue({ message: 'Thank you. Your message has reached our admins, who will answer you by e-mail.' });
  renderPage(<ContentPage />, { url: '/contact', api: { getContentPage: jest.fn().mockResolvedValue({ page: contact }), sendContactMessage } });

  await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Lena Park');
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lena@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Invoices');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you send invoices?');
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByText(/Try again in 12 minutes/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you send invoices?');
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect((await screen.findByText(/Your message has reached our admins/)).closest('[role="status"]')).not.toBeNull();
  expect(sendContactMessage).toHaveBeenLastCalledWith({
    name: 'Lena Park',
    email: 'lena@example.com',
    subject: 'Invoices',
    message: 'Do you send invoices?',
  });
});
