import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@lectern/shared-sdk';
import { renderEmailCodeFlow, sendCode, verifyCode, type ApiOverrides, type User } from '../sign-in/email-code-flow.testing';
import { resetStores, toasts } from '@lectern/shared-sdk/testing/render-page';
import { ForgotPasswordPage } from './forgot-password-page';

const location = () => screen.getByTestId('location').textContent;
const stepStates = () => screen.getAllByRole('listitem').map((dot) => `${dot.textContent?.replace(/^Step \d of 3: /, '')}`);

function setup(overrides: ApiOverrides = {}, options: { fakeTimers?: boolean } = {}) {
  const api = { resetPassword: jest.fn().mockResolvedValue({ message: 'Password reset' }), ...overrides };
  return renderEmailCodeFlow(<ForgotPasswordPage />, '/forgot-password', api, options);
}

async function choosePassword(user: User, password: string, confirm: string) {
  await user.type(await screen.findByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

beforeEach(resetStores);
afterEach(() => jest.useRealTimers());

describe('ForgotPasswordPage', () => {
  it("starts on the e-mail step with three dots and 'Back to Login'", () => {
    setup();
    expect(stepStates()).toEqual(['Email (active)', 'Verify code (pending)', 'New password (pending)']);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('accepts Gmail addresses only', async () => {
    const { api, user } = setup();
    await sendCode(user, 'eve@outlook.com');
    expect(toasts()).toEqual([{ title: 'Invalid Email', description: 'Please use a Gmail address.', severity: 'error' }]);
    expect(api.sendOtp).not.toHaveBeenCalled();
  });

  it("maps 'User not found' to 'User Not Found'", async () => {
    const { user } = setup({ sendOtp: jest.fn().mockRejectedValue(new ApiError(404, 'User not found')) });
    await sendCode(user);
    await waitFor(() => expect(toasts()).toEqual([{ title: 'User Not Found', description: 'No account found with this email.', severity: 'error' }]));
    expect(stepStates()[0]).toBe('Email (active)');
  });

  it('goes from e-mail to code to new password, then to /login', async () => {
    const { api, user } = setup();

    await sendCode(user);
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(api.sendOtp).toHaveBeenCalledWith({ email: 'eve@gmail.com', mode: 'forgot' });
    expect(stepStates()).toEqual(['Email (done)', 'Verify code (active)', 'New password (pending)']);

    await verifyCode(user, '654321');
    await screen.findByLabelText(/^New Password/);
    expect(api.verifyOtp).toHaveBeenCalledWith({ email: 'eve@gmail.com', otp: '654321', mode: 'forgot' });
    expect(stepStates()).toEqual(['Email (done)', 'Verify code (done)', 'New password (active)']);

    const [showNew, showConfirm] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showNew as HTMLElement);
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'password');
    await user.click(showConfirm as HTMLElement);
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'text');

    await choosePassword(user, 'brand-new-pass', 'brand-new-pass');

    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.resetPassword).toHaveBeenCalledWith({ email: 'eve@gmail.com', otp: '654321', newPassword: 'brand-new-pass' });
    expect(toasts().at(-1)).toEqual({ title: 'Password Reset Successful', description: undefined, severity: 'success' });
  });

  it("keeps the send button disabled during the cooldown, reading 'Resend OTP in Ns'", async () => {
    jest.useFakeTimers();
    const { user } = setup({}, { fakeTimers: true });
    await sendCode(user);
    await user.click(await screen.findByRole('button', { name: 'Change email' }));

    expect(screen.getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it("refuses different passwords with 'Password Mismatch'", async () => {
    const { api, user } = setup();
    await sendCode(user);
    await verifyCode(user, '654321');
    await choosePassword(user, 'brand-new-pass', 'other-pass-123');
    expect(toasts().at(-1)).toEqual({ title: 'Password Mismatch', description: 'Passwords do not match.', severity: 'error' });
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it("shows 'Failed to reset password' with the server's message", async () => {
    const { user } = setup({ resetPassword: jest.fn().mockRejectedValue(new ApiError(400, 'Code expired')) });
    await sendCode(user);
    await verifyCode(user, '654321');
    await choosePassword(user, 'brand-new-pass', 'brand-new-pass');
    await waitFor(() => expect(toasts().at(-1)).toEqual({ title: 'Failed to reset password', description: 'Code expired', severity: 'error' }));
    expect(location()).toBe('/forgot-password');
  });

  it("shows 'Invalid OTP' for a wrong code", async () => {
    const { user } = setup({ verifyOtp: jest.fn().mockRejectedValue(new ApiError(400, 'Invalid code')) });
    await sendCode(user);
    await verifyCode(user, '654321');
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({ title: 'Invalid OTP', description: 'Please check your OTP and try again.', severity: 'error' }),
    );
    expect(stepStates()[1]).toBe('Verify code (active)');
  });
});
