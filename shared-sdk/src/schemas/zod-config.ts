import { config } from 'zod';

/**
 * Imported first by every schema module, for its effect. In a browser zod would probe `new Function` to compile
 * fast object parsers; our Content-Security-Policy forbids eval, so the probe fails and Chromium files a CSP issue
 * on every page (Lighthouse's best-practices audit). `jitless` skips the probe: responses are small, the
 * interpreted parser is fast enough. The API (no window) keeps the compiled parsers. It must run before any schema
 * is created, hence the import at the top of each schema module. (`config` by name: going through the `z`
 * namespace here kept every locale of zod in the bundle, +60 KB gzip.)
 */
if ('window' in globalThis) config({ jitless: true });
