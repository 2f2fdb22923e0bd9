/** The query parameter of /login that names the page to open once signed in (`/login?next=%2Fcart`). */
export const NEXT_PARAM = 'next';

/** Longer than any address of this site; a longer one is not followed. */
const MAX_NEXT_LENGTH = 2000;

/** Any origin: a path resolved against it must stay on it. */
const PROBE_ORIGIN = 'http://lectern.invalid';

/** A character a browser strips or reads as a separator inside an address: control characters, spaces, backslashes. */
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || character === '\\' || /\s/u.test(character)) return true;
  }
  return false;
}

/**
 * A `next` value as a path of this site ('/course/8?tab=reviews'), or null for anything else: another host
 * ('//evil.example', '/\evil.example'), a scheme ('https:', 'javascript:'), control characters, backslashes or
 * spaces anywhere (browsers drop tabs and newlines and read '\' as '/'), or an address longer than any of ours. The
 * value is checked as it is, never decoded: '%2F%2Fevil.example' arrives decoded once by the query's parser, and a
 * path that still holds '%2F' stays a path of this site.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_NEXT_LENGTH) return null;
  if (!/^\/(?![/\\])/.test(value) || hasUnsafeCharacter(value)) return null;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where a guarded page sends a visitor back to after they sign in: its path, query and hash, less a `?token=` (a
 * session token is never read from an address, nor carried into another one; see the shell's start-session.ts).
 */
export function returnPathOf({ pathname, search = '', hash = '' }: { pathname: string; search?: string; hash?: string }): string {
  const params = new URLSearchParams(search);
  if (!params.has('token')) return `${pathname}${search}${hash}`;
  params.delete('token');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
