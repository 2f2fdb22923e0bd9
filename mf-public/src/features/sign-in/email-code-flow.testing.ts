import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LecternApi } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';

export type User = ReturnType<typeof userEvent.setup>;
export type ApiOverrides = Partial<LecternApi>;

/**
 * Mounts a page whose flow starts with the shared e-mail and code steps (sign-up, password recovery) on an API that
 * sends and accepts codes; `api` overrides the rest. With `fakeTimers`, the user's typing advances jest's clock.
 */
export function renderEmailCodeFlow(page: ReactElement, route: string, api: ApiOverrides = {}, { fakeTimers = false } = {}) {
  const answers: ApiOverrides = {
    sendOtp: jest.fn().mockResolvedValue({ message: 'OTP sent', resendAfterSeconds: 60 }),
    verifyOtp: jest.fn().mockResolvedValue({ message: 'OTP verified' }),
    ...api,
  };
  const { api: fake } = renderPage(page, { api: answers, url: route, pattern: route });
  const user = fakeTimers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : userEvent.setup();
  return { api: fake, user };
}

export async function sendCode(user: User, email = 'eve@gmail.com') {
  await user.type(screen.getByRole('textbox', { name: /Email/ }), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

export async function verifyCode(user: User, code = '123456') {
  await user.type(await screen.findByRole('textbox', { name: /Enter the 6-digit code/ }), code);
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
}
