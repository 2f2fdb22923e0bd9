import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../core/http';
import { toastStore } from '../toasts/toast-store';
import { sessionStore } from '../session/session-store';
import { buildUser } from '../testing/factories';
import { renderPage } from '../testing/render-page';
import type { UploadedImage } from '../uploads/schemas';
import { ProfileDetailsForm } from './profile-details-form';

const maya = buildUser({ name: 'Maya Chen', email: 'maya@example.com', profileImage: null });
const PHOTO_URL = `https://lectern.test/uploads/${'c0ffee'.repeat(5)}ab.webp`;
const uploaded: UploadedImage = { url: PHOTO_URL, name: `${'c0ffee'.repeat(5)}ab.webp`, width: 256, height: 256, contentType: 'image/webp' };

function renderForm(api: { uploadImage: jest.Mock; updateProfile?: jest.Mock }) {
  renderPage(<ProfileDetailsForm user={maya} onClose={jest.fn()} />, { pattern: '/', url: '/', api: { updateProfile: jest.fn(), ...api } });
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' });
const photoInput = () => screen.getByLabelText<HTMLInputElement>('Upload photo');

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  sessionStore.getState().signIn(maya, 'token');
});

test('uploads a picked photo, shows it resized while the button waits, and saves its address with the profile', async () => {
  const user = userEvent.setup();
  let answer: (image: UploadedImage) => void = () => undefined;
  const uploadImage = jest.fn(() => new Promise<UploadedImage>((resolve) => (answer = resolve)));
  const updateProfile = jest.fn(() => Promise.resolve({ user: { ...maya, profileImage: PHOTO_URL } }));
  renderForm({ uploadImage, updateProfile });

  const file = png();
  await user.upload(photoInput(), file);

  expect(uploadImage).toHaveBeenCalledWith('profile-photo', file, 'me.png');
  expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  expect(screen.getByRole('progressbar', { name: 'Upload photo: uploading' })).toBeInTheDocument();

  answer(uploaded);
  expect(await screen.findByText('Uploaded and resized to 256×256 px.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
  expect(screen.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute('src', PHOTO_URL);
  expect(screen.getByLabelText(/^Profile Image URL/)).toHaveValue(PHOTO_URL);

  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({ name: 'Maya Chen', profileImage: PHOTO_URL }));
});

test("shows the server's refusal beside the button and keeps the photo as it was", async () => {
  const user = userEvent.setup();
  const message = 'SVG images are not accepted: upload a JPEG, PNG, WebP or GIF.';
  const uploadImage = jest.fn(() => Promise.reject(new ApiError(400, message)));
  renderForm({ uploadImage });

  await user.upload(photoInput(), new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('img', { name: 'Profile photo preview' })).not.toBeInTheDocument();
  expect(screen.getByLabelText(/^Profile Image URL/)).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
  // The refusal is said once, by the field: no toast as well.
  expect(toastStore.getState().toasts).toEqual([]);
});

test('refuses a file over 8 MB before sending it', async () => {
  const user = userEvent.setup();
  const uploadImage = jest.fn();
  renderForm({ uploadImage });

  await user.upload(photoInput(), new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));

  expect(screen.getByRole('alert')).toHaveTextContent('The file is too large: at most 8 MB.');
  expect(uploadImage).not.toHaveBeenCalled();
});
