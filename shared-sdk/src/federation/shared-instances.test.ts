/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One instance of each stateful thing across the shell and the remotes. The SDK's root module is the federation
 * singleton; a ui piece is imported by subpath and bundled into each remote, so it must reach the API client, the
 * data layer's hooks, the session, the toasts and the router through the root. Remotes and the shell take the
 * router from the SDK too: react-router is not shared on its own, so a direct import would bundle a second router
 * that sees no routes.
 */
const repo = path.resolve(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const offending = (files: string[], pattern: RegExp) =>
  files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => `${path.relative(repo, file)}: ${match[1]}`));

test('ui pieces reach the API client, data layer, session, toasts and router only through the package root', () => {
  const ui = sources(path.join(repo, 'shared-sdk', 'src', 'ui'));
  expect(offending(ui, /from '(\.\.\/(?:client|queries|session|notifications|routing)\/[^']+|react-router[^']*)'/g)).toEqual([]);
});

test('the shell and the remotes take the router from the SDK, never from react-router', () => {
  const apps = ['shell', 'mf-public', 'mf-student', 'mf-educator', 'mf-admin'].flatMap((app) => sources(path.join(repo, app, 'src')));
  expect(apps.length).toBeGreaterThan(50);
  expect(offending(apps, /from '(react-router[^']*)'/g)).toEqual([]);
});
