import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorCode } from '../lib/error-code';

/**
 * Reads a generated secret, creating it on first use, so that tokens survive restarts of a local install
 * without anyone having to configure JWT_SECRET.
 */
export function readOrCreateSecret(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process started at the same moment and won the race: use its secret.
    if (errorCode(error) === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
