// @ts-check
// The project's ESLint configuration applies its rules where they belong: each fixture below breaks one, as a file
// at a real place in the tree would (type-aware rules are off here: the fixtures are not on disk).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function rulesBroken(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

test('a remote importing another remote fails the lint', async () => {
  const broken = await rulesBroken(
    'mf-student/src/features/fixture.tsx',
    "import { CourseCard } from '@lectern/mf-public/src/shared/course-card';\nexport const x = CourseCard;\n",
  );
  assert.deepEqual(broken, ['lectern/import-boundaries']);
});

test('a useEffect that loads data fails the lint', async () => {
  const code = [
    "import { useEffect, useState } from 'react';",
    'export function Fixture() {',
    '  const [courses, setCourses] = useState<string[]>([]);',
    "  useEffect(() => { fetch('/api/courses').then((answer) => answer.json()).then(setCourses); }, []);",
    '  return <p>{courses.length}</p>;',
    '}',
    '',
  ].join('\n');
  const broken = await rulesBroken('mf-admin/src/features/fixture.tsx', code);
  assert.ok(broken.includes('lectern/no-effect-data-loading'), broken.join(', '));
  assert.ok(broken.includes('no-restricted-globals'), 'fetch in a component is refused too');
});

test("a relative import of another package's src/ fails the lint", async () => {
  const broken = await rulesBroken(
    'e2e/pages/fixture.ts',
    "import { paths } from '../../shared-sdk/src/routing/paths';\nexport const home = paths;\n",
  );
  assert.deepEqual(broken, ['lectern/import-boundaries']);
});

test('an error recognised by its text fails the lint, and a focused test too', async () => {
  assert.deepEqual(await rulesBroken('shell/src/fixture.ts', "export const expired = (error: Error) => error.message.includes('expired');\n"), [
    'lectern/no-error-message-matching',
  ]);
  assert.deepEqual(await rulesBroken('shell/src/fixture.test.ts', "test.only('x', () => expect(1).toBe(1));\n"), ['jest/no-focused-tests']);
});

test('the same code written the project’s way passes', async () => {
  const code = "import { paths } from '@lectern/shared-sdk/routing/paths';\nexport const home = paths;\n";
  assert.deepEqual(await rulesBroken('e2e/pages/fixture.ts', code), []);
});
