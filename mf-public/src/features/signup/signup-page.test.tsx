import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError, sessionStore } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { renderEmailCodeFlow, sendCode, verifyCode, type ApiOverrides, type User } from '../sign-in/email-code-flow.testing';
import { resetStores, toasts } from '@lectern/shared-sdk/testing/render-page';
import { SignupPage } from './signup-page';

// The solver is the altcha package's (WebCrypto PBKDF2, which jsdom lacks): here it finds counter 7 at once.
jest.mock('altcha/lib', () => ({ solveChallenge: jest.fn().mockResolvedValue({ counter: 7, derivedKey: 'ef' }), pbkdf2: { deriveKey: jest.fn() } }));

const location = () => screen.getByTestId('location').textContent;
const currentStep = () => {
  const current = document.querySelector<HTMLElement>('[aria-current="step"]');
  return ['Email', 'Verify', 'Details'].find((label) => current && within(current).queryByText(label));
};

function setup(overrides: ApiOverrides = {}, options: { fakeTimers?: boolean } = {}) {
  const api: ApiOverrides = {
    register: jest.fn().mockResolvedValue({ user: buildUser({ role: 'student', name: 'Eve' }), token: 'jwt-new' }),
    // The server has not said yet whether it offers Google sign-in (login-page.test.tsx covers both answers).
    getAuthProviders: jest.fn(() => new Promise<never>(() => undefined)),
    ...overrides,
  };
  return renderEmailCodeFlow(<SignupPage />, '/signup', api, options);
}

async function fillDetails(user: User, password = 'long-password', confirm = password) {
  await user.type(await screen.findByRole('textbox', { name: /Full Name/ }), 'Eve');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

beforeEach(resetStores);
afterEach(() => jest.useRealTimers());

describe('SignupPage', () => {
  it('has a step indicator, a link to sign in and a way back home', () => {
    setup();
    expect(currentStep()).toBe('Email');
    expect(screen.getByText('Verify')).toBeInTheDocument();
    expect(screen.getByText('Details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('prepares a proof of work when the form shows and sends it when the network is past its free codes, saying nothing about it', async () => {
    const prepared = {
      parameters: { algorithm: 'PBKDF2/SHA-256', nonce: '01', salt: '02', cost: 10, keyLength: 32, keyPrefix: '03' },
      signature: 'prepared',
    };
    const asked = { ...prepared, signature: 'asked' };
    const sendOtp = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(429, 'Too many codes requested from your network.', { code: 'proof_of_work_required', challenge: asked }))
      .mockResolvedValueOnce({ message: 'OTP sent', resendAfterSeconds: 60 });
    const { api, user } = setup({ sendOtp, getAuthChallenge: jest.fn().mockResolvedValue(prepared) });
    await waitFor(() => expect(api.getAuthChallenge).toHaveBeenCalledTimes(1));

    await sendCode(user);

    expect(await screen.findByRole('textbox', { name: /Enter the 6-digit code/ })).toBeInTheDocument();
    expect(sendOtp).toHaveBeenNthCalledWith(1, { email: 'eve@gmail.com', mode: 'signup' });
    const altcha = (sendOtp.mock.calls[1] as [{ altcha: string }])[0].altcha;
    // The solution worked out in the background is the one sent; a next one is prepared for a resend.
    expect(JSON.parse(atob(altcha))).toEqual({ challenge: prepared, solution: { counter: 7, derivedKey: 'ef' } });
    expect(api.getAuthChallenge).toHaveBeenCalledTimes(2);
    expect(toasts()).toEqual([{ title: 'OTP Sent', description: 'Check your email for the OTP.', severity: 'success' }]);
  });

  it('accepts Gmail addresses only', async () => {
    const { api, user } = setup();
    await sendCode(user, 'eve@yahoo.com');
    expect(toasts()).toEqual([{ title: 'Invalid Email', description: 'Please use a Gmail address to sign up.', severity: 'error' }]);
    expect(api.sendOtp).not.toHaveBeenCalled();
    expect(currentStep()).toBe('Email');
  });

  it('goes through email, code and details, with a 60-second resend countdown, and lands on /student', async () => {
    jest.useFakeTimers();
    const { api, user } = setup({}, { fakeTimers: true });

    await sendCode(user);

    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(api.sendOtp).toHaveBeenCalledWith({ email: 'eve@gmail.com', mode: 'signup' });
    expect(toasts()).toEqual([{ title: 'OTP Sent', description: 'Check your email for the OTP.', severity: 'success' }]);
    expect(currentStep()).toBe('Verify');
    const code = screen.getByRole('textbox', { name: /Enter the 6-digit code/ });
    expect(code).toHaveAttribute('maxLength', '6');
    expect(code).toHaveAttribute('placeholder', 'Enter the 6-digit code');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();

    await user.type(code, '12a34567');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    expect(await screen.findByRole('textbox', { name: /Full Name/ })).toBeInTheDocument();
    expect(api.verifyOtp).toHaveBeenCalledWith({ email: 'eve@gmail.com', otp: '123456', mode: 'signup' });
    expect(toasts()[1]).toEqual({ title: 'OTP Verified', description: 'You can now create your account.', severity: 'success' });
    expect(currentStep()).toBe('Details');
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();

    await fillDetails(user);

    await waitFor(() => expect(location()).toBe('/student'));
    expect(api.register).toHaveBeenCalledWith({ name: 'Eve', email: 'eve@gmail.com', password: 'long-password', otp: '123456' });
    expect(sessionStore.getState().token).toBe('jwt-new');
    expect(location()).toBe('/student');
    expect(toasts()[2]).toMatchObject({ title: 'Account Created', severity: 'success' });
    expect(toasts()[2]?.description).toContain('Lectern');
  });

  it('uses the countdown the server asks for and resends the code when it ends', async () => {
    jest.useFakeTimers();
    const { api, user } = setup({ sendOtp: jest.fn().mockResolvedValue({ message: 'OTP sent', resendAfterSeconds: 3 }) }, { fakeTimers: true });
    await sendCode(user);
    expect(await screen.findByRole('button', { name: 'Resend in 3s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(3000));

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('button', { name: 'Resend in 3s' })).toBeDisabled();
    expect(api.sendOtp).toHaveBeenCalledTimes(2);
  });

  it("maps 'User already exists' to 'User Already Exists'", async () => {
    const { user } = setup({ sendOtp: jest.fn().mockRejectedValue(new ApiError(409, 'User already exists')) });
    await sendCode(user);
    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'User Already Exists', description: 'This email is already registered. Please login instead.', severity: 'error' },
      ]),
    );
    expect(currentStep()).toBe('Email');
  });

  it("shows other send failures as 'Failed to send OTP' with the server's message", async () => {
    const { user } = setup({ sendOtp: jest.fn().mockRejectedValue(new ApiError(429, 'Please wait 42 seconds')) });
    await sendCode(user);
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Failed to send OTP', description: 'Please wait 42 seconds', severity: 'error' }]));
  });

  it("shows 'Invalid OTP' for a wrong code and 'Error' when the server cannot be reached", async () => {
    const verifyOtp = jest.fn().mockRejectedValueOnce(new ApiError(400, 'Invalid or expired code')).mockRejectedValueOnce(new ApiError(0, 'offline'));
    const { user } = setup({ verifyOtp });
    await sendCode(user);
    await verifyCode(user, '000000');
    await waitFor(() =>
      expect(toasts()[1]).toEqual({ title: 'Invalid OTP', description: 'Please check your OTP and try again.', severity: 'error' }),
    );
    expect(currentStep()).toBe('Verify');

    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(toasts()[2]).toEqual({ title: 'Error', description: 'Failed to verify OTP.', severity: 'error' }));
  });

  it("refuses different passwords with 'Password Mismatch'", async () => {
    const { api, user } = setup();
    await sendCode(user);
    await verifyCode(user);
    await fillDetails(user, 'long-password', 'other-password');

    expect(toasts().at(-1)).toEqual({ title: 'Password Mismatch', description: 'Passwords do not match.', severity: 'error' });
    expect(api.register).not.toHaveBeenCalled();
  });

  it("shows 'Signup Failed' with the server's message, or the spec's text without one", async () => {
    const register = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'password must be at least 8 characters'))
      .mockRejectedValueOnce(new ApiError(409, ''));
    const { user } = setup({ register });
    await sendCode(user);
    await verifyCode(user);
    await fillDetails(user);
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({ title: 'Signup Failed', description: 'password must be at least 8 characters', severity: 'error' }),
    );

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({ title: 'Signup Failed', description: 'Email may already be in use or OTP not verified.', severity: 'error' }),
    );
    expect(location()).toBe('/signup');
    expect(sessionStore.getState().user).toBeNull();
  });

  it("shows 'Error' / 'Unexpected error. Try again.' for anything else", async () => {
    const { user } = setup({ register: jest.fn().mockRejectedValue(new TypeError('boom')) });
    await sendCode(user);
    await verifyCode(user);
    await fillDetails(user);
    await waitFor(() => expect(toasts().at(-1)).toEqual({ title: 'Error', description: 'Unexpected error. Try again.', severity: 'error' }));
  });
});
