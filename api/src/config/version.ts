import manifest from '../../package.json';

/**
 * What this API is: its version (package.json), and when it was built (written in by `npm run build -w api`; null
 * when it runs from source).
 */
export const apiBuild = {
  version: manifest.version,
  builtAt: process.env.LECTERN_API_BUILT_AT ?? null,
} as const;
