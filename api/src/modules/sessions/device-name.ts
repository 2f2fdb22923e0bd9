import Bowser from 'bowser';

const unknownDevice = 'Unknown device';

/** The major version only: "Chrome 131", not "Chrome 131.0.6778.85". */
const major = (version: string | undefined) => version?.split('.')[0] ?? '';

/** Printable text only, short: the header is the client's to write. */
const clean = (text: string) =>
  text
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 60);

/**
 * The device of a sign-in in words, as the sessions list shows it: "Chrome 131 on macOS", "Safari on iOS". A client
 * that is no browser shows its first product token ("curl 8.5.0"), anything else "Unknown device".
 */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return unknownDevice;
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  const browserName = clean([browser.name, major(browser.version)].filter(Boolean).join(' '));
  const osName = clean(os.name ?? '');
  if (browserName && osName) return `${browserName} on ${osName}`;
  if (browserName || osName) return browserName || osName;
  const product = /^([A-Za-z][\w.-]*)(?:\/([\w.]+))?/.exec(userAgent);
  return product?.[1] ? clean([product[1], product[2]].filter(Boolean).join(' ')) || unknownDevice : unknownDevice;
}
