import { notify, toastStore } from './toast-store';

beforeEach(() => toastStore.setState({ toasts: [] }));

test('the same words twice at once show one toast; other words show beside it', () => {
  const first = notify.error('Failed to fetch course/module', 'Course not found');
  const again = notify.error('Failed to fetch course/module', 'Course not found');
  notify.error('Failed to fetch course/module', 'Module not found');

  expect(again).toBe(first);
  expect(toastStore.getState().toasts.map((toast) => toast.description)).toEqual(['Course not found', 'Module not found']);
});

test('once dismissed, the same words show again', () => {
  const first = notify.success('Added to Cart');
  toastStore.getState().dismiss(first);

  notify.success('Added to Cart');

  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Added to Cart', severity: 'success' })]);
});
