/** A cookie's value in a Cookie header (or `document.cookie`), or null. */
export function cookieValue(cookies: string | undefined, name: string): string | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator >= 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/**
 * What a preview link pins, for the page's bar (`<area package> <release>`, URI-encoded): set by the shell's server
 * beside the pinning cookie (server/previews.ts), read by the bar (layout/preview-bar.tsx).
 */
export const PREVIEW_LABEL_COOKIE = 'lectern_preview_label';
