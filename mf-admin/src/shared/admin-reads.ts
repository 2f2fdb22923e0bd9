import type { Id } from '@lectern/shared-sdk';

const noItems: never[] = [];

/**
 * Spec section 8: an admin list whose load failed shows as an empty list, without a toast. Always the same empty
 * list, so what is worked out from it (a filtered list) is not worked out again on every render.
 */
export function listOrEmpty<T>(list: T[] | undefined): T[] {
  return list ?? noItems;
}

/** What a record's page needs to know of one of its reads. */
interface ReadState {
  data: unknown;
  isPending: boolean;
  isError: boolean;
}

const failedUnread = (read: ReadState) => read.data === undefined && read.isError;

/**
 * Where the page of one record (a course, an educator, a student) stands. `missing`: there is no id, no such record,
 * or the record or a list the page cannot do without failed before anything was read (a refresh that fails keeps
 * what was read). `loading`: any read is still under way, `extra` ones (shown when they come) too.
 */
export function recordStatus(id: Id | null, record: ReadState, needed: ReadState[], extra: ReadState[] = []) {
  const missing = id === null || record.data === null || failedUnread(record) || needed.some(failedUnread);
  const loading = !missing && [record, ...needed, ...extra].some((read) => read.isPending);
  return { missing, loading };
}
