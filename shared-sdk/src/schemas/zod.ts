import { z } from 'zod';

/**
 * The one zod the schemas are built with. In a browser zod would probe `new Function` to compile fast object
 * parsers; our Content-Security-Policy forbids eval, so the probe fails and Chromium files a CSP issue on every
 * page (Lighthouse's best-practices audit). `jitless` skips the probe: responses are small, the interpreted parser
 * is fast enough. The API (no window) keeps the compiled parsers. Must run before any schema is created, which
 * importing `z` from here guarantees.
 */
if ('window' in globalThis) z.config({ jitless: true });

export { z };
