import { releaseOf } from '@lectern/shared-sdk/telemetry/release-label';
import {
  TELEMETRY_BATCH_LIMIT,
  type LoadFailureStage,
  type RemoteName,
  type RemotesManifest,
  type TelemetryArea,
  type TelemetryReport,
  type WebVitalName,
} from '@lectern/shared-sdk';

/** What the shell reports of the areas a page runs (see POST /api/telemetry): batched, sent every few seconds. */
export interface Telemetry {
  /** The area ran on this page load. */
  session(area: TelemetryArea): void;
  /** The area threw: caught by its error boundary, or uncaught. The first of the page load is marked. */
  error(area: TelemetryArea, source: 'boundary' | 'uncaught' | 'rejection'): void;
  loadFailure(area: RemoteName, stage: LoadFailureStage): void;
  vital(area: TelemetryArea, page: string, metric: WebVitalName, value: number): void;
  /** Sends what is queued now (the page is hiding). */
  flush(): void;
  stop(): void;
}

interface TelemetryOptions {
  /** The API's address (`POST <apiBaseUrl>/api/telemetry`). */
  apiBaseUrl: string;
  /** The entry each area loads from: its release is read from the address (`…/releases/1.4.0/remoteEntry.js`). */
  remotes: RemotesManifest;
  /** The shell's own release. */
  shellRelease: string;
  post?: (url: string, body: string) => void;
  intervalMs?: number;
}

/** At most this many reports per page load; past it new ones are dropped (a page that throws in a loop is not a flood). */
export const PAGE_REPORT_LIMIT = 500;

/** Sent with keepalive, so a batch sent as the page hides still arrives; a failure loses the batch, nothing else. */
function postWithKeepalive(url: string, body: string): void {
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(
    () => undefined,
  );
}

export function createTelemetry({ apiBaseUrl, remotes, shellRelease, post = postWithKeepalive, intervalMs = 5000 }: TelemetryOptions): Telemetry {
  const endpoint = `${apiBaseUrl.replace(/\/+$/, '')}/api/telemetry`;
  const queue: TelemetryReport[] = [];
  let reported = 0;
  let leaving = false;
  const erred = new Set<TelemetryArea>();
  const releaseFor = (area: TelemetryArea) => (area === 'shell' ? shellRelease : releaseOf(remotes[area]));
  const enqueue = (report: TelemetryReport) => {
    if (reported >= PAGE_REPORT_LIMIT) return;
    reported += 1;
    queue.push(report);
    // A report made while the page hides (web-vitals reports LCP, INP and CLS then, in listeners after ours) goes at
    // once: the page may be gone before the next tick.
    if (queue.length >= TELEMETRY_BATCH_LIMIT || leaving || document.visibilityState === 'hidden') flush();
  };
  function flush() {
    while (queue.length > 0) post(endpoint, JSON.stringify({ reports: queue.splice(0, TELEMETRY_BATCH_LIMIT) }));
  }
  const timer = setInterval(flush, intervalMs);
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const onPageHide = () => {
    leaving = true;
    flush();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);

  return {
    session: (area) => enqueue({ kind: 'session', area, release: releaseFor(area) }),
    error(area, source) {
      const first = !erred.has(area);
      erred.add(area);
      enqueue({ kind: 'error', area, release: releaseFor(area), source, first });
    },
    loadFailure: (area, stage) => enqueue({ kind: 'load-failure', area, release: releaseFor(area), stage }),
    vital: (area, page, metric, value) =>
      enqueue({ kind: 'vital', area, release: releaseFor(area), page, metric, value: Math.max(0, Math.min(600_000, value)) }),
    flush,
    stop() {
      flush();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}

/** The page's telemetry, once started (none in tests and on the server: reports go nowhere). */
let current: Telemetry | null = null;

export const telemetry = {
  start(instance: Telemetry): void {
    current?.stop();
    current = instance;
  },
  stop(): void {
    current?.stop();
    current = null;
  },
  session: (area: TelemetryArea) => current?.session(area),
  error: (area: TelemetryArea, source: 'boundary' | 'uncaught' | 'rejection') => current?.error(area, source),
  loadFailure: (area: RemoteName, stage: LoadFailureStage) => current?.loadFailure(area, stage),
  vital: (area: TelemetryArea, page: string, metric: WebVitalName, value: number) => current?.vital(area, page, metric, value),
};
