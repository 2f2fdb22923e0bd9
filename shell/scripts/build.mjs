// Builds the shell and the four remotes for production: only the stale ones (or all with --all), two at a
// time because webpack is CPU-bound. Usage: node shell/scripts/build.mjs [--all] [shell mf-public …]
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, binOf, frontEnds, inPool, packageDir, run, seconds } from './lib/workspace.mjs';

const STAMP = '.lectern-build.json';
const BUILD_CONCURRENCY = 2;

async function filesUnder(dir) {
  try {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
  } catch {
    return [];
  }
}

/** Everything a front end's build reads besides node_modules: its sources and config, the SDK, the lock file. */
async function buildInputs(name) {
  const dir = packageDir(name);
  const sdk = packageDir('shared-sdk');
  const folders = [path.join(dir, 'src'), path.join(sdk, 'src'), path.join(sdk, 'webpack')];
  const files = [
    path.join(dir, 'webpack.config.cjs'),
    path.join(dir, 'tsconfig.json'),
    path.join(dir, 'package.json'),
    path.join(sdk, 'package.json'),
    path.join(ROOT, 'tsconfig.json'),
    path.join(ROOT, 'package-lock.json'),
  ];
  for (const folder of folders) files.push(...(await filesUnder(folder)));
  return files.sort();
}

/** Paths, sizes and modification times of the inputs: any edit, addition or removal changes it. */
async function fingerprint(name) {
  const hash = createHash('sha1');
  for (const file of await buildInputs(name)) {
    try {
      const info = await stat(file);
      hash.update(`${path.relative(ROOT, file)}\0${info.size}\0${info.mtimeMs}\n`);
    } catch {
      hash.update(`${path.relative(ROOT, file)}\0missing\n`);
    }
  }
  return hash.digest('hex');
}

async function readStamp(name) {
  try {
    return JSON.parse(await readFile(path.join(packageDir(name), 'dist', STAMP), 'utf8'));
  } catch {
    return null;
  }
}

export async function isStale(frontEnd) {
  const dist = path.join(packageDir(frontEnd.name), 'dist');
  try {
    await stat(path.join(dist, frontEnd.output));
  } catch {
    return true;
  }
  const stamp = await readStamp(frontEnd.name);
  return stamp?.fingerprint !== (await fingerprint(frontEnd.name));
}

async function buildOne(frontEnd) {
  const started = Date.now();
  // Taken before the build, so an edit made while webpack runs leaves the output stale.
  const inputs = await fingerprint(frontEnd.name);
  const webpackCli = binOf(frontEnd.name, 'webpack-cli/bin/cli.js');
  const code = await run(process.execPath, ['--no-deprecation', webpackCli, '--mode', 'production'], {
    cwd: packageDir(frontEnd.name),
    env: { ...process.env, NODE_ENV: 'production' },
    label: frontEnd.name,
  });
  if (code === 0) {
    const stamp = { fingerprint: inputs, builtAt: new Date().toISOString() };
    await writeFile(path.join(packageDir(frontEnd.name), 'dist', STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  }
  console.log(`[build] ${frontEnd.name} ${code === 0 ? 'built' : 'FAILED'} in ${seconds(started)}`);
  return { name: frontEnd.name, ok: code === 0 };
}

/**
 * Builds what is stale (all with `all`), at most two webpack processes at once.
 * Returns { built: string[], upToDate: string[], failed: string[] }.
 */
export async function buildFrontEnds({ all = false, only = [] } = {}) {
  const selected = only.length ? frontEnds.filter((frontEnd) => only.includes(frontEnd.name)) : frontEnds;
  const stale = [];
  const upToDate = [];
  for (const frontEnd of selected) ((all || (await isStale(frontEnd))) ? stale : upToDate).push(frontEnd);
  if (upToDate.length) console.log(`[build] up to date: ${upToDate.map((frontEnd) => frontEnd.name).join(', ')}`);
  if (!stale.length) return { built: [], upToDate: upToDate.map((frontEnd) => frontEnd.name), failed: [] };
  console.log(`[build] building: ${stale.map((frontEnd) => frontEnd.name).join(', ')}`);
  const results = await inPool(
    stale.map((frontEnd) => () => buildOne(frontEnd)),
    BUILD_CONCURRENCY,
  );
  return {
    built: results.filter((result) => result.ok).map((result) => result.name),
    upToDate: upToDate.map((frontEnd) => frontEnd.name),
    failed: results.filter((result) => !result.ok).map((result) => result.name),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--all');
  const only = args.filter((arg) => !arg.startsWith('-'));
  const invalid = only.filter((name) => !frontEnds.some((frontEnd) => frontEnd.name === name));
  if (unknown.length || invalid.length) {
    console.error(`Usage: node shell/scripts/build.mjs [--all] [${frontEnds.map((frontEnd) => frontEnd.name).join('|')} …]`);
    process.exit(2);
  }
  const { failed } = await buildFrontEnds({ all: args.includes('--all'), only });
  process.exit(failed.length ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
