/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The ui pieces are imported by subpath (`@lectern/shared-sdk/ui/x`), so each remote bundles its own copy of them.
 * Reaching the API client, the session or the toasts by a relative path would bundle a second copy of those stateful
 * modules too (an unconfigured client, another context); only the package root is the shared singleton.
 */
test('ui modules reach stateful SDK modules only through the package root', () => {
  const folder = __dirname;
  const offending = readdirSync(folder)
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .flatMap((file) =>
      [...readFileSync(path.join(folder, file), 'utf8').matchAll(/from '(\.\.\/(?:client|session|notifications)\/[^']+)'/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
  expect(offending).toEqual([]);
});
