/**
 * When a canary is rolled back by itself. Two rules, each on the canary's figures against the stable release's over
 * the same minutes:
 * - errors: the share of sessions in which the area threw is compared with a one-sided two-proportion z-test
 *   (pooled), once each side has `minSessions` sessions; the canary goes when its rate is higher than the stable
 *   release's beyond chance at `confidence` (0.99: a healthy canary is rolled back by bad luck once in a hundred
 *   judgements at most, a broken one is caught within a few dozen sessions);
 * - speed: its p75 LCP is worse than the stable release's by more than `lcpMarginPercent`, once each side has
 *   `minSessions` LCP samples (the histograms are 10 % wide, so the margin should be wider than that).
 */
export interface CanaryRule {
  minSessions: number;
  confidence: number;
  lcpMarginPercent: number;
}

/** One side's figures over the compared minutes. */
export interface SideFigures {
  sessions: number;
  errorSessions: number;
  lcpSamples: number;
  lcpP75: number | null;
}

export type CanaryVerdict =
  { rollback: false; waitingFor: string | null } | { rollback: true; rule: 'errors' | 'lcp'; reason: string; figures: Record<string, unknown> };

/** erfc(x), Abramowitz and Stegun 7.1.26 (absolute error under 1.5e-7): enough for a p-value shown to two digits. */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const value = poly * Math.exp(-z * z);
  return x >= 0 ? value : 2 - value;
}

/** P(Z > z) for a standard normal Z. */
export const upperTail = (z: number) => 0.5 * erfc(z / Math.SQRT2);

/** The z above which a standard normal falls with probability 1 - confidence (bisection on the tail). */
export function criticalZ(confidence: number): number {
  let low = 0;
  let high = 10;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (upperTail(middle) > 1 - confidence) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

const percent = (share: number) => `${(share * 100).toFixed(share < 0.1 && share > 0 ? 1 : 0)} %`;

/** The one-sided two-proportion z statistic of canary against stable (0 when neither differs or nothing varies). */
export function twoProportionZ(canaryErrors: number, canaryTotal: number, stableErrors: number, stableTotal: number): number {
  const pooled = (canaryErrors + stableErrors) / (canaryTotal + stableTotal);
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / canaryTotal + 1 / stableTotal));
  return spread > 0 ? (canaryErrors / canaryTotal - stableErrors / stableTotal) / spread : 0;
}

/** Judges a canary; the verdict says why it goes, with the figures, or what it still waits for. */
export function judgeCanary(canary: SideFigures, stable: SideFigures, rule: CanaryRule): CanaryVerdict {
  const errorsJudged = canary.sessions >= rule.minSessions && stable.sessions >= rule.minSessions;
  if (errorsJudged) {
    // A session with an error counts once; a release reported more error sessions than sessions (reports lost on
    // the way) is capped.
    const canaryErrors = Math.min(canary.errorSessions, canary.sessions);
    const stableErrors = Math.min(stable.errorSessions, stable.sessions);
    const z = twoProportionZ(canaryErrors, canary.sessions, stableErrors, stable.sessions);
    const critical = criticalZ(rule.confidence);
    if (z > critical) {
      const canaryRate = canaryErrors / canary.sessions;
      const stableRate = stableErrors / stable.sessions;
      const p = upperTail(z);
      return {
        rollback: true,
        rule: 'errors',
        reason:
          `Errors in ${percent(canaryRate)} of the canary's sessions (${canaryErrors} of ${canary.sessions}) against ` +
          `${percent(stableRate)} of the stable release's (${stableErrors} of ${stable.sessions}): worse beyond chance ` +
          `(z = ${z.toFixed(2)} > ${critical.toFixed(2)}, one-sided p = ${p < 0.0001 ? '< 0.0001' : p.toFixed(4)})`,
        figures: {
          rule: 'errors',
          canary: { sessions: canary.sessions, errorSessions: canaryErrors, errorRate: canaryRate },
          stable: { sessions: stable.sessions, errorSessions: stableErrors, errorRate: stableRate },
          z,
          criticalZ: critical,
          p,
          confidence: rule.confidence,
          minSessions: rule.minSessions,
        },
      };
    }
  }
  const lcpJudged = canary.lcpSamples >= rule.minSessions && stable.lcpSamples >= rule.minSessions;
  if (lcpJudged && canary.lcpP75 !== null && stable.lcpP75 !== null && stable.lcpP75 > 0) {
    const slower = (canary.lcpP75 - stable.lcpP75) / stable.lcpP75;
    if (slower * 100 > rule.lcpMarginPercent) {
      return {
        rollback: true,
        rule: 'lcp',
        reason:
          `p75 LCP ${Math.round(canary.lcpP75)} ms against the stable release's ${Math.round(stable.lcpP75)} ms ` +
          `(${canary.lcpSamples} and ${stable.lcpSamples} samples): slower by ${Math.round(slower * 100)} %, more than the ${rule.lcpMarginPercent} % allowed`,
        figures: {
          rule: 'lcp',
          canary: { lcpP75: canary.lcpP75, samples: canary.lcpSamples },
          stable: { lcpP75: stable.lcpP75, samples: stable.lcpSamples },
          slowerPercent: Math.round(slower * 100),
          lcpMarginPercent: rule.lcpMarginPercent,
          minSessions: rule.minSessions,
        },
      };
    }
  }
  if (!errorsJudged)
    return {
      rollback: false,
      waitingFor: `${rule.minSessions} sessions on each side (${canary.sessions} on the canary, ${stable.sessions} on the stable release)`,
    };
  return { rollback: false, waitingFor: null };
}
