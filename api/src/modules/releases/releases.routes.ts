import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from '@lectern/shared-sdk/registry/registry.cjs';
import { telemetryCalls } from '@lectern/shared-sdk/telemetry/calls';
import { RELEASE_HEALTH_HOURS } from '@lectern/shared-sdk/telemetry/limits';
import { releaseLabel } from '@lectern/shared-sdk/telemetry/release-label';
import { deployableAreas, telemetryAreas, type AreaHealth, type DeployableArea, type ReleaseHealth } from '@lectern/shared-sdk/telemetry/schemas';
import { notFound, serviceUnavailable } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { anyone, currentUser, requireRole, signedIn } from '../../plugins/auth';
import { telemetryRepository, type ReleaseFigures } from '../telemetry/telemetry.repository';
import { previewUrl } from '@lectern/shared-sdk/registry/previews.cjs';
import { packageOf, readPreviewToken, releaseControl, releaseEventOf, releaseText, signPreview } from './release-control';

/** The history entries answered per area, the latest first. */
const HISTORY_SHOWN = 20;
const DEFAULT_PREVIEW_HOURS = 24;

export function healthOf(release: string, figures: ReleaseFigures): ReleaseHealth {
  return {
    release,
    sessions: figures.sessions,
    errorSessions: figures.errorSessions,
    errorRate: figures.sessions > 0 ? Math.min(1, figures.errorSessions / figures.sessions) : 0,
    errors: figures.errors,
    loadFailures: Object.values(figures.loadFailures).reduce((sum, count) => sum + (count ?? 0), 0),
    p75: figures.p75,
  };
}

/**
 * The admins' view of the areas' releases (what is stable, the canary with both sides' figures, the history, and how
 * each release did in browsers), their promotions and rollbacks, and preview links.
 */
export const releasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const telemetry = telemetryRepository(app.db);
  const settings = app.env.releases;
  const control = releaseControl(settings);
  const admins = routeOptions(['releases'], signedIn(app, requireRole('admin')));
  const rule = {
    windowMinutes: Math.round(settings.windowMs / 60_000),
    minSessions: settings.minSessions,
    confidence: settings.confidence,
    lcpMarginPercent: settings.lcpMarginPercent,
  };

  /** The minutes a canary is judged on: since it started, the last window at most. */
  const canarySince = (since: string, now: Date) => new Date(Math.max(Date.parse(since), now.getTime() - settings.windowMs));

  async function areasNow(registry: Registry | null, only?: DeployableArea): Promise<AreaHealth[]> {
    const now = app.now();
    const seen = await telemetry.allFiguresSince(new Date(now.getTime() - RELEASE_HEALTH_HOURS * 3600_000));
    const areas: AreaHealth[] = [];
    for (const area of telemetryAreas) {
      const areaPackage = packageOf(area);
      if (only !== undefined && areaPackage !== only) continue;
      const releases = seen.filter((row) => row.area === area).map(({ release, figures }) => healthOf(release, figures));
      if (areaPackage === null && releases.length === 0) continue;
      const stable = releaseLabel(areaPackage ? registry?.areas[areaPackage] : undefined);
      const running = areaPackage ? registry?.canaries[areaPackage] : undefined;
      let canary: AreaHealth['canary'] = null;
      if (running) {
        const since = canarySince(running.since, now);
        const label = releaseLabel(running.live);
        const [stableFigures, canaryFigures] = await Promise.all([telemetry.figures(area, stable, since), telemetry.figures(area, label, since)]);
        canary = {
          release: label,
          share: running.share,
          since: running.since,
          stableFigures: healthOf(stable, stableFigures),
          canaryFigures: healthOf(label, canaryFigures),
        };
      }
      const history = (registry?.history ?? [])
        .filter((entry) => entry.area === areaPackage)
        .slice(-HISTORY_SHOWN)
        .reverse()
        .map(releaseEventOf);
      areas.push({ area, package: areaPackage, stable, canary, released: areaPackage ? control.released(areaPackage) : [], releases, history });
    }
    return areas;
  }

  const answerFor = async (area: DeployableArea, registry: Registry): Promise<AreaHealth> => {
    const [health] = await areasNow(registry, area);
    if (!health) throw notFound(`${area} is not an area`);
    return health;
  };

  app.route({
    ...admins(telemetryCalls.getReleaseHealth, {
      summary: `Each area's releases: what is stable, the canary and both sides' figures, the history, and how each release did in browsers over the last ${RELEASE_HEALTH_HOURS} hours`,
      description:
        "The registry is the shell's (LECTERN_REGISTRY); `registry: 'unreadable'` when the API cannot read it (every area is then " +
        'shown on its working build). `rule` is when a canary is rolled back by itself.',
    }),
    handler: async () => {
      const registry = control.read();
      return {
        hours: RELEASE_HEALTH_HOURS,
        registry: registry ? ('ready' as const) : ('unreadable' as const),
        rule,
        areas: await areasNow(registry),
      };
    },
  });

  /** An admin's promotion or rollback: under the registry's lock, in the history with their e-mail and reason. */
  const changeBy =
    (change: 'promote' | 'rollback') =>
    async (request: FastifyRequest<{ Params: { area: DeployableArea }; Body: { reason?: string | undefined } }>) => {
      const { area } = request.params;
      const admin = currentUser(request);
      const after = control[change](area, { by: admin.email, ...(request.body.reason ? { reason: request.body.reason } : {}) }, app.now());
      // A promotion or a rollback writes or refuses: an answer without a registry is one it could not use.
      if (!after) throw serviceUnavailable(releaseText.registryUnreadable);
      request.log.info(
        { area, stable: after.areas[area] ?? 'working', by: admin.id },
        change === 'promote' ? 'canary promoted' : 'release rolled back',
      );
      return answerFor(area, after);
    };

  app.route({
    ...admins(telemetryCalls.promoteCanary, {
      summary: "Make the area's canary stable for everyone",
      description: 'Recorded in the history with the admin and the reason given. 409 when the area runs no canary.',
      errors: [409, 503],
    }),
    handler: changeBy('promote'),
  });

  app.route({
    ...admins(telemetryCalls.rollbackRelease, {
      summary: "End the area's canary (everyone back on the stable release); without one, undo its last deploy",
      description: 'Recorded in the history with the admin and the reason given. 409 when there is nothing to roll back.',
      errors: [409, 503],
    }),
    handler: changeBy('rollback'),
  });

  app.route({
    ...admins(telemetryCalls.createPreviewLink, {
      summary: 'A preview link for a released version of an area: whoever opens it gets that release in their browser until it expires',
      description:
        `Signed by the API (HMAC-SHA256), lasting \`hours\` (1 to 168, ${DEFAULT_PREVIEW_HOURS} by default). The release must be in ` +
        "this machine's releases folder (LECTERN_RELEASES_DIR): its server bundle's hash is pinned in the link. 404 when it is not.",
      errors: [404],
    }),
    handler: async (request, reply) => {
      const { area } = request.params;
      const { release, hours = DEFAULT_PREVIEW_HOURS } = request.body;
      const serverSha256 = control.serverBundleOf(area, release);
      const expiresAt = new Date(app.now().getTime() + hours * 3600_000);
      const token = signPreview(app.env.jwtSecret, { area, release, serverSha256, expiresAt });
      request.log.info({ area, release, hours, by: currentUser(request).id }, 'preview link made');
      return reply.code(201).send({
        url: previewUrl(app.env.publicAppUrl, token, area),
        area,
        release,
        expiresAt: expiresAt.toISOString(),
      });
    },
  });

  app.route({
    ...routeOptions(['releases'], anyone)(telemetryCalls.readPreview, {
      summary: 'What a preview link pins, when it is genuine and unexpired (the shell asks when one is opened)',
      description: '404 for a link that was not made here, was changed, or has expired.',
      errors: [404],
    }),
    handler: async (request) => {
      const claims = readPreviewToken(app.env.jwtSecret, request.query.token, app.now(), deployableAreas);
      const area = deployableAreas.find((candidate) => candidate === claims?.area);
      if (!claims || !area) throw notFound(releaseText.previewInvalid);
      return { area, release: claims.release, serverSha256: claims.serverSha256, expiresAt: claims.expiresAt.toISOString() };
    },
  });
};
