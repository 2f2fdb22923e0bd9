import type { Env } from '../config/env';
import { badRequest } from './http-errors';

/**
 * Image addresses people enter (a course's image, a profile image) are shown to everyone who lists them, admins
 * included: in production only `https:` ones are taken, so none loads over plain http (a tracking pixel anyone on
 * the way can read and change). Development and tests take http too, for local images. The app's own address
 * (PUBLIC_APP_URL, where the demo covers are drawn) is always taken, so a demo course saved unchanged is not refused.
 */
export function assertImageUrl(env: Pick<Env, 'nodeEnv' | 'publicAppUrl'>, field: string, value: string | null | undefined): void {
  if (env.nodeEnv !== 'production' || !value) return;
  const url = new URL(value);
  if (url.protocol === 'https:' || url.origin === new URL(env.publicAppUrl).origin) return;
  throw badRequest(`${field}: must be an https:// URL`);
}
