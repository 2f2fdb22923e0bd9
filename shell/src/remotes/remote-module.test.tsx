import { areaBuild, builtAgainst } from '@lectern/shared-sdk/release';
import { readRemoteAreaModule, RemoteLoadError } from './remote-module';

const valid = { build: areaBuild, routes: [{ path: '/admin', element: <h1>Admin</h1> }] };
const builtWith = (against: { contract?: string; sdk?: string }, version = '2.0.0') => ({
  default: { ...valid, build: { ...areaBuild, version, ...against } },
});
const next = (version: string, part: 'major' | 'minor') => {
  const [major, minor] = version.split('.').map(Number) as [number, number];
  return part === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
};

test('accepts a module whose default export satisfies the contract', () => {
  expect(readRemoteAreaModule('mf_admin', { default: valid })).toBe(valid);
});

test.each([
  ['no default export', {}],
  ['routes missing', { default: { build: areaBuild } }],
  ['no build declared', { default: { routes: valid.routes } }],
  ['a relative path', { default: { build: areaBuild, routes: [{ path: 'admin', element: <h1>Admin</h1> }] } }],
  ['an element that is not a React element', { default: { build: areaBuild, routes: [{ path: '/admin', element: 'Admin' }] } }],
  ['null', null],
])('rejects %s', (_case, loaded) => {
  expect(() => readRemoteAreaModule('mf_admin', loaded)).toThrow(RemoteLoadError);
});

test('an area built against the next contract major says it needs a newer shell', () => {
  const failure = (() => {
    try {
      return readRemoteAreaModule('mf_admin', builtWith({ contract: next(builtAgainst.contract, 'major') }));
    } catch (error) {
      return error;
    }
  })();
  expect(failure).toBeInstanceOf(RemoteLoadError);
  expect(failure).toMatchObject({ stage: 'contract', message: expect.stringMatching(/^The admin console 2\.0\.0 needs a newer shell/) });
});

test('an area built against an older contract major asks for a new release of itself', () => {
  expect(() => readRemoteAreaModule('mf_student', builtWith({ contract: '0.9.0' }, '0.1.0'))).toThrow(
    /^The student area 0\.1\.0 was built for an older shell .* needs a new release\.$/,
  );
});

test('a newer contract minor loads: only the major must match', () => {
  expect(readRemoteAreaModule('mf_admin', builtWith({ contract: next(builtAgainst.contract, 'minor') })).routes).toHaveLength(1);
});

test('an area that needs a newer shared-sdk line says so instead of failing in a hook', () => {
  // Below 1.0.0 a caret range holds the minor: 0.2.x cannot run on 0.1.x.
  expect(() =>
    readRemoteAreaModule('mf_educator', builtWith({ sdk: next(builtAgainst.sdk, builtAgainst.sdk.startsWith('0.') ? 'minor' : 'major') })),
  ).toThrow(/^The educator studio 2\.0\.0 needs a newer shared-sdk/);
});
