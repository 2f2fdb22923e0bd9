import { QueryClient } from '@tanstack/react-query';
import { learningKeys } from '../enrollments/queries';
import { toastStore } from '../toasts/toast-store';
import { destinationAfterSignIn, rememberIntent, takeIntent } from './intent';

const api = () => ({
  addToCart: jest.fn().mockResolvedValue({ cart: { courseIds: [], subtotal: 0, total: 0 } }),
  enroll: jest.fn().mockResolvedValue({}),
  saveCourse: jest.fn().mockResolvedValue({}),
});

beforeEach(() => {
  sessionStorage.clear();
  toastStore.setState({ toasts: [] });
});

test('an intent is read once, and only while fresh and well formed', () => {
  rememberIntent({ kind: 'addToCart', courseId: 4, returnTo: '/courses/4' });
  expect(takeIntent()).toEqual({ kind: 'addToCart', courseId: 4, returnTo: '/courses/4' });
  expect(takeIntent()).toBeNull();

  rememberIntent({ kind: 'save', courseId: 4, returnTo: '/courses' });
  expect(takeIntent(Date.now() + 31 * 60 * 1000)).toBeNull();

  for (const stored of [
    '{"kind":"addToCart","courseId":4,"returnTo":"//evil.test/x","at":0}',
    '{"kind":"addToCart","courseId":4,"returnTo":"https://evil.test","at":0}',
    '{"kind":"delete","courseId":4,"returnTo":"/","at":0}',
    '{"kind":"enroll","courseId":-1,"returnTo":"/","at":0}',
    'not json',
  ]) {
    sessionStorage.setItem('lectern_intent', stored.replace('"at":0', `"at":${Date.now()}`));
    expect(takeIntent()).toBeNull();
  }
});

test('a student signing in has what they did done for them and goes back where they were', async () => {
  const calls = api();
  const queryClient = new QueryClient();
  // The top bar read the cart the moment they signed in, before the course went in.
  queryClient.setQueryData(learningKeys.cart, { courseIds: [], subtotal: 0, total: 0 });
  rememberIntent({ kind: 'addToCart', courseId: 7, returnTo: '/courses/7' });
  await expect(destinationAfterSignIn({ api: calls, queryClient }, { role: 'student' })).resolves.toBe('/courses/7');
  expect(calls.addToCart).toHaveBeenCalledWith(7);
  expect(toastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Added to Cart']);
  // That empty cart is not what the top bar goes on showing.
  expect(queryClient.getQueryState(learningKeys.cart)?.isInvalidated).toBe(true);

  rememberIntent({ kind: 'enroll', courseId: 8, returnTo: '/course/8' });
  await expect(destinationAfterSignIn({ api: calls, queryClient }, { role: 'student' })).resolves.toBe('/course/8');
  expect(calls.enroll).toHaveBeenCalledWith(8);
});

test('a refusal is said and they still go back; another role, or no intent, goes home', async () => {
  const calls = { ...api(), saveCourse: jest.fn().mockRejectedValue(new Error('offline')) };
  const context = { api: calls, queryClient: new QueryClient() };
  rememberIntent({ kind: 'save', courseId: 9, returnTo: '/courses?q=js' });
  await expect(destinationAfterSignIn(context, { role: 'student' })).resolves.toBe('/courses?q=js');
  expect(toastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Failed to save the course.']);

  rememberIntent({ kind: 'addToCart', courseId: 7, returnTo: '/courses/7' });
  await expect(destinationAfterSignIn(context, { role: 'educator' })).resolves.toBe('/educator');
  expect(calls.addToCart).not.toHaveBeenCalled();
  await expect(destinationAfterSignIn(context, { role: 'student' })).resolves.toBe('/student');
});
