import { findArea, remoteNames, routePatternOf, type RemoteName, type RemotesManifest, type TelemetryArea } from '@lectern/shared-sdk';
import { thisBuild } from '@lectern/shared-sdk/release';
import { createTelemetry, telemetry } from './telemetry';

/** The area whose files a script address is under (each area's entry folder), or the shell. */
export function areaOfScript(remotes: RemotesManifest, scriptUrl: string | undefined): TelemetryArea {
  if (!scriptUrl) return 'shell';
  const owner = remoteNames.find((name: RemoteName) => {
    const entry = remotes[name];
    return entry ? scriptUrl.startsWith(entry.slice(0, entry.lastIndexOf('/') + 1)) : false;
  });
  return owner ?? 'shell';
}

/** The first script address in an error's stack: where it was thrown. */
const firstScriptIn = (stack: unknown) => (typeof stack === 'string' ? /(https?:\/\/[^\s)]+?\.js)/.exec(stack)?.[1] : undefined);

/**
 * Starts the page's telemetry (browser only): the shell's own session, errors nobody caught (attributed to the area
 * whose script threw them), and the Web Vitals of the page the visit landed on, for its area and route pattern
 * (web-vitals is loaded after the page, as a chunk of its own).
 */
export function startTelemetry({ apiBaseUrl, remotes }: { apiBaseUrl: string; remotes: RemotesManifest }): void {
  telemetry.start(createTelemetry({ apiBaseUrl, remotes, shellRelease: thisBuild.version }));
  telemetry.session('shell');
  window.addEventListener('error', (event) =>
    telemetry.error(areaOfScript(remotes, event.filename || firstScriptIn(event.error?.stack)), 'uncaught'),
  );
  window.addEventListener('unhandledrejection', (event) =>
    telemetry.error(areaOfScript(remotes, firstScriptIn((event.reason as { stack?: unknown } | null)?.stack)), 'rejection'),
  );
  const { pathname } = window.location;
  const area: TelemetryArea = findArea(pathname) ?? 'shell';
  const page = routePatternOf(pathname);
  void import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
    .then(({ onLCP, onINP, onCLS }) => {
      onLCP((metric) => telemetry.vital(area, page, 'LCP', metric.value));
      onINP((metric) => telemetry.vital(area, page, 'INP', metric.value));
      onCLS((metric) => telemetry.vital(area, page, 'CLS', metric.value));
    })
    .catch(() => undefined);
}
