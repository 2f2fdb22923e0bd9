import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseLabel } from '@lectern/shared-sdk/telemetry/release-label';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { deployableAreas } from '@lectern/shared-sdk/telemetry/schemas';
import '../notifications/notifications.plugin';
import { activeAdminIds } from '../notifications/recipients';
import { telemetryRepository, type ReleaseFigures } from '../telemetry/telemetry.repository';
import { judgeCanary, type SideFigures } from './canary-rule';
import { releaseControl, telemetryAreaOf } from './release-control';

const sideOf = (figures: ReleaseFigures): SideFigures => ({
  sessions: figures.sessions,
  errorSessions: figures.errorSessions,
  lcpSamples: figures.samples.LCP,
  lcpP75: figures.p75.LCP,
});

/**
 * Judges every running canary once: its figures since it started (the last CANARY_WINDOW at most) against its stable
 * release's over the same minutes (canary-rule.ts). A canary that errs or slows beyond the rule is ended, with the
 * reason and the figures in the registry's history (by `platform`), and every active admin is told why. Answers the
 * areas whose canary it ended.
 */
export async function judgeCanaries(app: FastifyInstance): Promise<string[]> {
  const settings = app.env.releases;
  const control = releaseControl(settings);
  const telemetry = telemetryRepository(app.db);
  const registry = control.read();
  if (!registry) return [];
  const now = app.now();
  const ended: string[] = [];
  for (const area of deployableAreas) {
    const canary = registry.canaries[area];
    if (!canary) continue;
    const since = new Date(Math.max(Date.parse(canary.since), now.getTime() - settings.windowMs));
    const telemetryArea = telemetryAreaOf(area);
    const [canaryFigures, stableFigures] = await Promise.all([
      telemetry.figures(telemetryArea, releaseLabel(canary.live), since),
      telemetry.figures(telemetryArea, releaseLabel(registry.areas[area]), since),
    ]);
    const verdict = judgeCanary(sideOf(canaryFigures), sideOf(stableFigures), settings);
    if (!verdict.rollback) continue;
    if (control.endCanary(area, canary.live, { by: 'platform', reason: verdict.reason, figures: verdict.figures }, now)) {
      ended.push(area);
      app.log.warn({ area, canary: canary.live, rule: verdict.rule, figures: verdict.figures }, `canary rolled back: ${verdict.reason}`);
      // Only this automatic rollback is told (an admin's own is not news to them). The registry is a file, not a row:
      // the notice follows its change, keyed by the canary's run, so the instance that ended it tells each admin once.
      const admins = await activeAdminIds(app.db);
      await app.notify(
        app.db,
        admins.map((userId) => ({
          userId,
          kind: 'release_rolled_back' as const,
          key: `release_rolled_back:${area}:${canary.live}:${canary.since}`,
          title: `The ${area} release ${canary.live} was rolled back`,
          body: `The automatic watch ended its canary: ${verdict.reason}.`,
          link: paths.admin.releases(),
        })),
      );
    }
  }
  return ended;
}

/**
 * The automatic rollback: every CANARY_CHECK_EVERY, the running canaries are judged (judgeCanaries). Runs on every
 * instance: the registry's lock and the check that the same canary still runs make two instances end it once. One
 * judgement at a time per instance; stopped when the app closes.
 */
export const canaryWatch = fp(
  async (app) => {
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = judgeCanaries(app)
        .catch((error: unknown) => app.log.error({ err: error }, 'judging the canaries failed: they are judged again at the next check'))
        .finally(() => {
          running = undefined;
        });
    }, app.env.releases.checkEveryMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'canary-watch' },
);
