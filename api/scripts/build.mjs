// @ts-check
// `npm run build -w api`: the API as one JavaScript file, dist/server/main.cjs, run by plain `node` in production (no
// TypeScript loader at run time). The contract's schemas (shared-sdk, TypeScript source) are bundled in; every other
// package stays in node_modules, loaded as the source would load it. The version and build time are written in.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @type {{ version: string; dependencies?: Record<string, string> }} */
const manifest = JSON.parse(await readFile(path.join(apiDir, 'package.json'), 'utf8'));
/** Two levels under the package, as src/server.ts is, so paths relative to the source file hold (env.ts's apiRoot). */
const outfile = process.argv[2] ?? path.join(apiDir, 'dist', 'server', 'main.cjs');

const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@lectern/'));

await build({
  entryPoints: [path.join(apiDir, 'src', 'server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  define: { 'process.env.LECTERN_API_BUILT_AT': JSON.stringify(new Date().toISOString()) },
  logLevel: 'warning',
});
console.log(`[api] built ${path.relative(apiDir, outfile)} (version ${manifest.version})`);
