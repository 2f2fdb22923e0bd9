import { returnPathOf, safeNextPath } from './next-path';
import { paths } from './paths';

test.each([
  '/cart',
  '/course/8',
  '/course/8/video/3?t=42#notes',
  '/admin/profile',
  '/courses?q=react%20hooks&sort=price',
  '/',
  '/%2F%2Fevil.example',
])('%s is a path of this site', (value) => {
  expect(safeNextPath(value)).toBe(value);
});

test.each([
  ['another host', '//evil.example'],
  ['another host, with a path', '//evil.example/cart'],
  ['a backslash read as a slash', '/\\evil.example'],
  ['a backslash later on', '/cart\\..\\..\\evil'],
  ['a scheme', 'https://evil.example'],
  ['a scheme without slashes', 'https:evil.example'],
  ['javascript', 'javascript:alert(document.cookie)'],
  ['javascript behind a slash', '/\tjavascript:alert(1)'],
  ['a percent-encoded host, decoded by the query parser', decodeURIComponent('%2F%2Fevil.example')],
  ['a tab browsers strip', '/\t/evil.example'],
  ['a newline', '/cart\nSet-Cookie: a=b'],
  ['a NUL byte', '/cart\u0000'],
  ['a NUL byte first', '\u0000/cart'],
  ['a C1 control character', '/cart\u0085'],
  ['a space', '/ /evil.example'],
  ['a non-breaking space', '/\u00a0/evil.example'],
  ['a relative path', 'cart'],
  ['a dot path', '../admin'],
  ['nothing', ''],
  ['very long', `/${'a'.repeat(5000)}`],
])('%s is not followed: %j', (_what, value) => {
  expect(safeNextPath(value)).toBeNull();
});

test.each([null, undefined, 42, ['/cart'], { pathname: '/cart' }])('%p is not a path', (value) => {
  expect(safeNextPath(value)).toBeNull();
});

test('the sign-in page names a path of this site as its next page, encoded, and nothing else', () => {
  expect(paths.login()).toBe('/login');
  expect(paths.login('/course/8?tab=reviews')).toBe('/login?next=%2Fcourse%2F8%3Ftab%3Dreviews');
  expect(new URLSearchParams(paths.login('/courses?q=a&b=c').split('?')[1]).get('next')).toBe('/courses?q=a&b=c');
  expect(paths.login('//evil.example')).toBe('/login');
  expect(paths.login('https://evil.example')).toBe('/login');
  expect(paths.login(null)).toBe('/login');
});

test('a page is returned to with its query and hash, without a session token', () => {
  expect(returnPathOf({ pathname: '/cart' })).toBe('/cart');
  expect(returnPathOf({ pathname: '/course/8', search: '?tab=reviews', hash: '#top' })).toBe('/course/8?tab=reviews#top');
  expect(returnPathOf({ pathname: '/courses', search: '?q=a%20b' })).toBe('/courses?q=a%20b');
  expect(returnPathOf({ pathname: '/student', search: '?token=abc.def.ghi&tab=2' })).toBe('/student?tab=2');
  expect(returnPathOf({ pathname: '/student', search: '?token=abc.def.ghi' })).toBe('/student');
});
