import { readRemoteAreaModule, RemoteLoadError } from './remote-module';

const valid = { routes: [{ path: '/admin', element: <h1>Admin</h1> }] };

test('accepts a module whose default export satisfies the contract', () => {
  expect(readRemoteAreaModule('mf_admin', { default: valid })).toBe(valid);
});

test.each([
  ['no default export', {}],
  ['routes missing', { default: {} }],
  ['a relative path', { default: { routes: [{ path: 'admin', element: <h1>Admin</h1> }] } }],
  ['an element that is not a React element', { default: { routes: [{ path: '/admin', element: 'Admin' }] } }],
  ['null', null],
])('rejects %s', (_case, loaded) => {
  expect(() => readRemoteAreaModule('mf_admin', loaded)).toThrow(RemoteLoadError);
});
