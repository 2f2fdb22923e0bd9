import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@lectern/shared-sdk';
import { renderPage, resetStores } from '@lectern/shared-sdk/testing/render-page';
import { UnsubscribePage } from './unsubscribe-page';

beforeEach(() => resetStores());

const info = { kind: 'course_sent_back', label: 'Course sent back', email: 'e***@example.com', subscribed: true } as const;

test('asks before it stops the e-mails of one kind, then confirms and offers the settings', async () => {
  const getUnsubscribe = jest.fn().mockResolvedValue(info);
  const unsubscribe = jest.fn().mockResolvedValue({ message: 'Unsubscribed', kind: 'course_sent_back', label: 'Course sent back' });
  renderPage(<UnsubscribePage />, { pattern: '/unsubscribe', url: '/unsubscribe?key=abc.def', api: { getUnsubscribe, unsubscribe } });

  expect(await screen.findByRole('heading', { name: 'Stop “Course sent back” e-mails?' })).toBeInTheDocument();
  expect(screen.getByText(/e\*\*\*@example\.com/)).toBeInTheDocument();
  expect(getUnsubscribe).toHaveBeenCalledWith({ token: 'abc.def' });
  expect(unsubscribe).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
  expect(unsubscribe).toHaveBeenCalledWith({ token: 'abc.def' });
  expect(await screen.findByText('You will no longer get “Course sent back” e-mails. You will still see them in the app.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in to change your notification settings' })).toHaveAttribute('href', '/login');
});

test('a bad or missing token says the link does not work', async () => {
  renderPage(<UnsubscribePage />, {
    pattern: '/unsubscribe',
    url: '/unsubscribe?key=forged',
    api: { getUnsubscribe: jest.fn().mockRejectedValue(new ApiError(400, 'This unsubscribe link is not valid.')) },
  });
  expect(await screen.findByRole('heading', { name: 'This unsubscribe link does not work' })).toBeInTheDocument();
  expect(screen.getByText(/This unsubscribe link is not valid\./)).toBeInTheDocument();
});
