import { config } from 'zod';

/**
 * Imported first by every schema module, for its effect. In a browser zod would probe `new Function` to compile
 * fast object parsers; our Content-Security-Policy forbids eval, so the probe fails and Chromium files a CSP issue
 * on every page (Lighthouse's best-practices audit). `jitless` skips the probe: responses are small, the
 * interpreted parser is fast enough. The API (no window) keeps the compiled parsers. It must run before any schema
 * is created, hence the import at the top of each schema module. (`config` by name: going through the `z`
 * namespace here kept every locale of zod in the bundle, +60 KB gzip.)
 */
const inBrowser = 'window' in globalThis;
if (inBrowser) config({ jitless: true });

/**
 * A schema built the first time it is used, in a browser. Building all of the SDK's schemas took about 200 ms of a
 * mid-range phone's main thread while a page started, before any of them was needed (a server-rendered page carries
 * its data and parses nothing). The stand-in forwards every operation to the schema it builds, so it parses, nests
 * in other schemas and extends like the schema itself. Outside a browser (the API, the shell's server) the schema
 * is built at once: there start-up time does not matter, and schema identity does (the API's JSON-schema registry).
 */
export function lazySchema<T extends object>(build: () => T): T {
  if (!inBrowser) return build();
  let schema: T | undefined;
  const real = () => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property as non-configurable unless its own target has it so.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
  });
}
