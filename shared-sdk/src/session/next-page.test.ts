import { homeOrNext, keepNextPage, keptNextPage, takeKeptNextPage } from './next-page';

beforeEach(() => sessionStorage.clear());

test.each([
  ['student', '/cart', '/cart'],
  ['student', '/course/8?tab=reviews', '/course/8?tab=reviews'],
  ['student', '/courses/3', '/courses/3'],
  ['admin', '/admin/profile', '/admin/profile'],
  ['educator', '/educator/courses/4/edit', '/educator/courses/4/edit'],
  ['admin', '/courses', '/courses'],
  // No area serves it: the not-found page, which anyone may see.
  ['student', '/no-such-page', '/no-such-page'],
] as const)('a %s asked for %s goes there', (role, next, destination) => {
  expect(homeOrNext(role, next)).toBe(destination);
});

test.each([
  ['student', '/admin/profile', '/student'],
  ['student', '/educator', '/student'],
  ['educator', '/cart', '/educator'],
  ['admin', '/my-learning', '/admin'],
] as const)('a %s asked for %s, which their role may not open, goes home', (role, next, destination) => {
  expect(homeOrNext(role, next)).toBe(destination);
});

test.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/cart\u0000', null, undefined, ''])(
  'a next of %j is not followed',
  (next) => {
    expect(homeOrNext('student', next)).toBe('/student');
  },
);

test.each(['/login', '/login?next=%2Fcart', '/LOGIN/', '/signup', '/forgot-password', '/auth/google/callback?code=x'])(
  'the pages of signing in are never where signing in leads: %s',
  (next) => {
    expect(homeOrNext('educator', next)).toBe('/educator');
  },
);

test('the next page is kept across Google sign-in, in this tab, once and while fresh', () => {
  keepNextPage('/course/8');
  expect(keptNextPage()).toBe('/course/8');
  expect(takeKeptNextPage()).toBe('/course/8');
  expect(takeKeptNextPage()).toBeNull();

  keepNextPage('/cart', Date.now() - 31 * 60 * 1000);
  expect(takeKeptNextPage()).toBeNull();

  // Starting Google sign-in without a next page forgets an older one.
  keepNextPage('/cart');
  keepNextPage(null);
  expect(keptNextPage()).toBeNull();

  keepNextPage('//evil.example');
  expect(keptNextPage()).toBeNull();
  sessionStorage.setItem('lectern_next', JSON.stringify({ path: '//evil.example', at: Date.now() }));
  expect(takeKeptNextPage()).toBeNull();
  sessionStorage.setItem('lectern_next', 'not json');
  expect(takeKeptNextPage()).toBeNull();
});
