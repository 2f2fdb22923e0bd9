/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shell provides the MUI kit (muiKit in webpack/federation.cjs) to every area. A component an area imports that
 * is not in the kit is bundled into that area on its own, outside the shell's contexts: a Select of one container
 * with the MenuItem of another breaks. Every `@mui/material/<Name>` import of the shell, the SDK and the areas must
 * be in the kit.
 */
// The federation build is CommonJS that webpack reads (no types for TypeScript): the test reads it the same way.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { muiKit } = require('../../webpack/federation.cjs') as { muiKit: readonly string[] };
const repo = path.resolve(__dirname, '..', '..', '..');
const packages = ['shell', 'shared-sdk', 'mf-public', 'mf-student', 'mf-educator', 'mf-admin'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('every MUI component an area imports is provided by the shell', () => {
  const imported = new Map<string, string>();
  for (const name of packages) {
    for (const file of sources(path.join(repo, name, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from '@mui\/material\/([A-Za-z]+)'/g)) {
        imported.set(match[1]!, path.relative(repo, file));
      }
    }
  }
  expect(imported.size).toBeGreaterThan(20);
  const missing = [...imported].filter(([component]) => !muiKit.includes(component)).map(([component, file]) => `${component} (${file})`);
  expect(missing).toEqual([]);
});

test('the kit names only components that exist', () => {
  const root = path.dirname(require.resolve('@mui/material/package.json'));
  expect(muiKit.filter((name) => !readdirSync(root).includes(name))).toEqual([]);
});
