// @ts-check
import js from '@eslint/js';
import jest from 'eslint-plugin-jest';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';
import lectern from './eslint-rules/index.mjs';

const root = import.meta.dirname;
/** @type {string[]} */
const packages = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).workspaces;
const sourceFiles = ['**/*.{ts,tsx}'];
const scriptFiles = ['**/*.{js,mjs,cjs}'];
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**', '**/jest-setup.ts'];
const e2eFiles = ['e2e/**/*.ts'];
const componentFiles = ['mf-*/src/**/*.tsx', 'shell/src/app/**/*.tsx', 'shared-sdk/src/ui/**/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'e2e/.artifacts/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: sourceFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      // Type-aware where it pays: a promise nobody awaits, an await on a non-promise, a cast that changes nothing.
      // React Router's navigate answers a promise only in a data router's transitions, which we do not use.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    files: scriptFiles,
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI fields take focus where the person just asked for that step (the code they were sent, a dialog's first
      // field); a bare DOM element taking focus on its own is still refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', ...scriptFiles],
    plugins: { lectern },
    rules: {
      'lectern/import-boundaries': [
        'error',
        {
          root,
          packages,
          zones: [
            {
              from: 'shared-sdk/src/ui',
              allow: ['shared-sdk/src/ui', ...['money', 'duration', 'format', 'ids'].map((helper) => `shared-sdk/src/core/${helper}`)],
              message:
                "The UI kit reaches the data layer only through the package ('@lectern/shared-sdk'): it is shared as a chunk of its own, and a relative path would bundle a second data layer into it.",
            },
          ],
        },
      ],
      'lectern/no-effect-data-loading': 'error',
    },
  },
  {
    files: sourceFiles,
    ignores: [...testFiles, ...e2eFiles],
    rules: { 'lectern/no-error-message-matching': 'error' },
  },
  {
    files: componentFiles,
    ignores: testFiles,
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Components call the API through the query hooks of @lectern/shared-sdk, never fetch.' },
      ],
    },
  },
  {
    // Bench scripts hand functions to the page (`page.evaluate`): they run in the browser.
    files: ['e2e/bench/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { jest },
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/no-identical-title': 'error',
      'jest/valid-expect': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A fake of a library's class (YouTube's player) is constructed like the real one.
      '@typescript-eslint/no-extraneous-class': ['error', { allowConstructorOnly: true }],
    },
  },
  {
    files: e2eFiles,
    rules: {
      // A missing element fails the test where it is used; the assertion would only repeat it.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Playwright reads a fixture's dependencies from its first parameter's pattern: `{}` is how one says none.
      'no-empty-pattern': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(only|skip|fixme)$/][callee.object.name='test'], CallExpression[callee.property.name=/^(only|skip|fixme)$/][callee.object.property.name='describe']",
          message: 'Every e2e test runs every time: no test.only, .skip or .fixme.',
        },
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'Wait for what the user would see, never for a time.' },
      ],
    },
  },
);
