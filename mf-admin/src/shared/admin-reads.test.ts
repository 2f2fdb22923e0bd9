import { listOrEmpty, recordStatus } from './admin-reads';

const done = (data: unknown) => ({ data, isPending: false, isError: false });
const pending = { data: undefined, isPending: true, isError: false };
const failed = { data: undefined, isPending: false, isError: true };
const failedRefresh = { data: { id: 1 }, isPending: false, isError: true };

test('a list that could not be read is the same empty list every time', () => {
  expect(listOrEmpty(undefined)).toEqual([]);
  expect(listOrEmpty<number>(undefined)).toBe(listOrEmpty<string>(undefined));
  expect(listOrEmpty([1, 2])).toEqual([1, 2]);
});

test.each([
  ['everything read', 1, done({ id: 1 }), [done([])], [], { missing: false, loading: false }],
  ['no id', null, pending, [pending], [], { missing: true, loading: false }],
  ['no such record', 1, done(null), [pending], [], { missing: true, loading: false }],
  ['the record failed', 1, failed, [done([])], [], { missing: true, loading: false }],
  ['a needed list failed', 1, pending, [failed], [], { missing: true, loading: false }],
  ['a refresh failed, what was read stays', 1, failedRefresh, [done([])], [], { missing: false, loading: false }],
  ['the record is on its way', 1, pending, [done([])], [], { missing: false, loading: true }],
  ['a needed list is on its way', 1, done({ id: 1 }), [pending], [], { missing: false, loading: true }],
  ['an extra read is on its way', 1, done({ id: 1 }), [done([])], [pending], { missing: false, loading: true }],
  ['an extra read failed', 1, done({ id: 1 }), [done([])], [failed], { missing: false, loading: false }],
])('%s', (_case, id, record, needed, extra, expected) => {
  expect(recordStatus(id, record, needed, extra)).toEqual(expected);
});
