// @ts-check
// `npm run release -w <front end>`: builds the package's version (package.json) into releases/<package>/<version>/.
// See scripts/lib/release.mjs; the README's "Deploying an area" says what comes next.
import path from 'node:path';
import { FRONT_ENDS, release, ReleaseError } from './lib/release.mjs';

// npm runs a workspace's script in the package's folder: that folder names the front end.
const area = process.argv[2] ?? path.basename(process.cwd());
if (!FRONT_ENDS.includes(area)) {
  console.error(`[release] run it for a front end: npm run release -w <${FRONT_ENDS.join('|')}>`);
  process.exit(2);
}
try {
  await release({ area });
} catch (error) {
  console.error(
    `[release] ${error instanceof ReleaseError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
}
