import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { repoRoot, stackFile, type StackInfo } from '../../fixtures/stack-config';
import { HomePage } from '../../pages/home-page';
import { ANY_DATABASE } from '../../fixtures/databases';

const HERO = 'Learn new skills, at your own pace';
const stack = () => JSON.parse(fs.readFileSync(stackFile, 'utf8')) as StackInfo;

async function homeHtml(): Promise<string> {
  return (await fetch(new URL('/', test.info().project.use.baseURL).href)).text();
}

/** Polls the server-rendered home page until it satisfies `check` (the shell re-reads the area's manifest every second). */
async function expectHome(check: (html: string) => boolean, message: string): Promise<string> {
  let html = '';
  await expect.poll(async () => check((html = await homeHtml())), { message, timeout: 20_000, intervals: [250, 500, 1000] }).toBe(true);
  return html;
}

type WebpackConfig = { name?: string; output: { path: string }; module: { rules: unknown[] }; cache?: unknown };

/** mf-public's production build (browser remote and server bundle) with the hero title replaced, into `outDir`. */
async function buildPublicArea(outDir: string, heroTitle: string): Promise<void> {
  const load = createRequire(path.join(repoRoot, 'mf-public', 'package.json'));
  const webpack = load('webpack') as (
    configs: WebpackConfig[],
    callback: (error: Error | null, stats?: { hasErrors(): boolean; toString(options: string): string }) => void,
  ) => { close(callback: () => void): void };
  const makeConfigs = load(path.join(repoRoot, 'mf-public', 'webpack.config.cjs')) as (env: unknown, argv: { mode: string }) => WebpackConfig[];
  const configs = makeConfigs({}, { mode: 'production' }).map((config) => ({
    ...config,
    // Not webpack's persistent cache: it keys a module by its loaders' identifiers, not their options, so the next
    // run's build would reuse this run's replaced title.
    cache: false,
    output: { ...config.output, path: config.name === 'server' ? path.join(outDir, 'server') : outDir },
    module: {
      ...config.module,
      rules: [
        ...config.module.rules,
        {
          test: /hero-section\.tsx$/,
          enforce: 'pre',
          use: [{ loader: path.join(repoRoot, 'e2e', 'fixtures', 'replace-text-loader.cjs'), options: { from: HERO, to: heroTitle } }],
        },
      ],
    },
  }));
  await new Promise<void>((resolve, reject) => {
    const compiler = webpack(configs, (error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      });
    });
  });
}

test.describe('the public area deploys on its own', ANY_DATABASE, () => {
  test('a rebuilt mf-public with another hero title changes the server-rendered page while the shell server keeps running', async ({ page }) => {
    test.setTimeout(300_000);
    const { distDirs, pids } = stack();
    const served = distDirs.mf_public!;
    const backup = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-mf-public-before-'));
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-mf-public-next-'));
    fs.cpSync(served, backup, { recursive: true });
    const title = `Learn anything, redeployed ${Date.now().toString(36)}`;
    try {
      expect(await homeHtml()).toContain(`>${HERO}</h1>`);
      await buildPublicArea(build, title);
      // The deploy: the new files beside the old ones on the area's origin, as a CDN upload would put them.
      fs.cpSync(build, served, { recursive: true });

      const html = await expectHome((text) => text.includes(`>${title}</h1>`), 'the server renders the new hero title');
      expect(html).not.toContain(`>${HERO}</h1>`);
      // The same shell server process answered before and after.
      expect(() => process.kill(pids.staticServers!, 0)).not.toThrow();
      // The browser loads the same deploy, so the page hydrates onto the text it was served with.
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    } finally {
      fs.rmSync(served, { recursive: true, force: true });
      fs.cpSync(backup, served, { recursive: true });
      fs.rmSync(backup, { recursive: true, force: true });
      fs.rmSync(build, { recursive: true, force: true });
    }
    await expectHome((text) => text.includes(`>${HERO}</h1>`), 'the previous deploy is back');
  });

  test('an origin that swaps the server bundle is refused before any of its code runs: the registry’s pin decides, the page renders in the browser', async ({
    page,
  }) => {
    const { distDirs, registryFile, urls, logs } = stack();
    const serverDir = path.join(distDirs.mf_public!, 'server');
    const manifestFile = path.join(serverDir, 'manifest.json');
    const original = fs.readFileSync(manifestFile, 'utf8');
    const { entry, sha256 } = JSON.parse(original) as { entry: string; sha256: string };
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    // The bundle an attacker serves: the genuine one, plus a line that leaves a file behind if it ever runs.
    const marker = path.join(os.tmpdir(), `lectern-tampered-${Date.now().toString(36)}`);
    const evil = `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n${fs.readFileSync(path.join(serverDir, entry), 'utf8')}`;
    const evilFile = path.join(serverDir, 'ssr.e0e0e0e0e0.cjs');
    // Live as a release (the working build's folder by its address), pinned to the genuine bundle, as `npm run deploy` writes it.
    fs.writeFileSync(
      registryFile,
      JSON.stringify({ areas: { 'mf-public': `${urls.remotes['mf-public']}/` }, serverBundles: { 'mf-public': sha256 }, history: [] }),
    );
    const logStart = fs.statSync(logs.staticServers).size;
    try {
      await expectHome((text) => text.includes(`>${HERO}</h1>`), 'the pinned bundle renders the page');
      // The origin is taken over: a new bundle, and a manifest naming it with the bundle's own hash.
      fs.writeFileSync(evilFile, evil);
      fs.writeFileSync(
        manifestFile,
        JSON.stringify({ ...JSON.parse(original), entry: path.basename(evilFile), sha256: createHash('sha256').update(evil).digest('hex') }),
      );
      const html = await expectHome((text) => !text.includes('<h1'), 'the shell refuses the bundle and sends the page to render in the browser');
      expect(html).toMatch(/<div id="?root"?><\/div>/);
      expect(fs.existsSync(marker)).toBe(false);
      await expect
        .poll(() => fs.readFileSync(logs.staticServers, 'utf8').slice(logStart))
        .toMatch(/refused: \S+ssr\.e0e0e0e0e0\.cjs has SHA-256 [0-9a-f]{64}, expected [0-9a-f]{64}/);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    } finally {
      fs.writeFileSync(manifestFile, original);
      fs.rmSync(evilFile, { force: true });
      fs.rmSync(registryFile, { force: true });
    }
    await expectHome((text) => text.includes(`>${HERO}</h1>`), 'server rendering is back');
    expect(fs.existsSync(marker)).toBe(false);
  });

  test('with the server bundle unreachable the home page still renders, in the browser', async ({ page, consoleErrors }) => {
    const manifest = path.join(stack().distDirs.mf_public!, 'server', 'manifest.json');
    fs.renameSync(manifest, `${manifest}.away`);
    try {
      const html = await expectHome((text) => !text.includes('<h1'), 'the shell sends the page to render in the browser');
      expect(html).toMatch(/<div id="?root"?><\/div>/);
      const home = new HomePage(page);
      await home.goto();
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(home.featuredCards).toHaveCount(3);
    } finally {
      fs.renameSync(`${manifest}.away`, manifest);
    }
    await expectHome((text) => text.includes(`>${HERO}</h1>`), 'server rendering is back');
    expect(consoleErrors.messages.filter((message) => message.startsWith('[pageerror]'))).toEqual([]);
  });
});
