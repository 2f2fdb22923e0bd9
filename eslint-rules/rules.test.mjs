// @ts-check
// The project's lint rules, each with code that breaks it and code that keeps it: `node --test eslint-rules/`.
import { after, describe, it } from 'node:test';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import importBoundaries from './import-boundaries.mjs';
import noEffectDataLoading from './no-effect-data-loading.mjs';
import noErrorMessageMatching from './no-error-message-matching.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = after;

const root = '/repo';
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });
const at = (file) => path.join(root, file);
const boundaries = [
  {
    root,
    packages: ['shared-sdk', 'api', 'shell', 'mf-public', 'mf-student', 'e2e'],
    zones: [
      { from: 'shared-sdk/src/ui', allow: ['shared-sdk/src/ui', 'shared-sdk/src/core/money'], message: 'UI kit: data layer through the package' },
    ],
  },
];

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: at('mf-student/src/pages.ts'), code: "import { x } from './features/x';", options: boundaries },
    { filename: at('mf-student/src/pages.ts'), code: "import { paths } from '@lectern/shared-sdk/routing/paths';", options: boundaries },
    { filename: at('e2e/tests/a.spec.ts'), code: "import { paths } from '@lectern/shared-sdk/routing/paths';", options: boundaries },
    { filename: at('shared-sdk/src/ui/chart.tsx'), code: "import { formatCount } from '../core/money';", options: boundaries },
    { filename: at('shared-sdk/src/ui/chart.test.tsx'), code: "import { renderPage } from '../testing/render-page';", options: boundaries },
    { filename: at('eslint.config.mjs'), code: "import lectern from './eslint-rules/index.mjs';", options: boundaries },
  ],
  invalid: [
    {
      name: 'a remote imports another remote by name',
      filename: at('mf-student/src/pages.ts'),
      code: "import { CourseCard } from '@lectern/mf-public/src/shared/course-card';",
      options: boundaries,
      errors: [{ messageId: 'otherRemote' }],
    },
    {
      name: 'a remote imports another remote by path',
      filename: at('mf-student/src/features/a.tsx'),
      code: "import { CourseCard } from '../../../mf-public/src/shared/course-card';",
      options: boundaries,
      errors: [{ messageId: 'otherRemote' }],
    },
    {
      name: "a relative import of another package's src/",
      filename: at('e2e/pages/home-page.ts'),
      code: "import { paths } from '../../shared-sdk/src/routing/paths';",
      options: boundaries,
      errors: [{ messageId: 'otherPackage', data: { package: 'shared-sdk' } }],
    },
    {
      name: "a require of another package's src/",
      filename: at('shell/webpack.config.cjs'),
      code: "const federation = require('../shared-sdk/webpack/federation.cjs');",
      options: boundaries,
      errors: [{ messageId: 'otherPackage' }],
    },
    {
      name: 'the UI kit reaching the data layer by a relative path',
      filename: at('shared-sdk/src/ui/reviews.tsx'),
      code: "import { useCourseReviews } from '../reviews/queries';",
      options: boundaries,
      errors: [{ messageId: 'zone' }],
    },
  ],
});

tester.run('no-effect-data-loading', noEffectDataLoading, {
  valid: [
    'useEffect(() => { document.title = title; }, [title]);',
    'useEffect(() => { const id = setInterval(tick, 1000); return () => clearInterval(id); }, []);',
    'const { data } = useQuery(coursesQuery());',
    {
      name: 'a handler the effect sets up may call the API when the user acts',
      code: "useEffect(() => { const send = () => reportWatch(id).then(file); player.on('pause', send); return () => player.off('pause', send); }, [id]);",
    },
  ],
  invalid: [
    {
      name: 'a load with a `let current = true` guard',
      code: 'useEffect(() => { let current = true; loadClient().then((c) => { if (current) setClient(c); }); return () => { current = false; }; }, []);',
      errors: [{ messageId: 'loads', data: { what: '.then()', hook: 'useEffect' } }],
    },
    {
      name: 'an async function awaited inside the effect',
      code: 'React.useEffect(() => { (async () => { setCourses(await listCourses()); })(); }, []);',
      errors: [{ messageId: 'loads', data: { what: 'await', hook: 'useEffect' } }],
    },
    { name: 'fetch in a layout effect', code: "useLayoutEffect(() => { fetch('/api/courses'); }, []);", errors: [{ messageId: 'loads' }] },
    {
      name: 'a module imported in an effect',
      code: "useEffect(() => { import('./charts').then(setCharts); }, []);",
      errors: [{ messageId: 'loads' }],
    },
  ],
});

tester.run('no-error-message-matching', noErrorMessageMatching, {
  valid: [
    'if (error instanceof HTTPError && error.response.status === 429) retry();',
    'if (errorCode(error) === "code_expired") restart();',
    'notify(error.message);',
  ],
  invalid: [
    { name: 'compared with a literal', code: "if (error.message === 'Code expired') restart();", errors: [{ messageId: 'byText' }] },
    {
      name: 'compared with a constant',
      code: 'if (error.status === 409 && error.message === PRICES_CHANGED) reload();',
      errors: [{ messageId: 'byText' }],
    },
    { name: 'searched', code: "if (error?.message.includes('expired')) restart();", errors: [{ messageId: 'byText' }] },
    { name: 'matched by a pattern', code: 'if (/expired/i.test(error.message)) restart();', errors: [{ messageId: 'byText' }] },
  ],
});
