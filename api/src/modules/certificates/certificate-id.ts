import { randomBytes } from 'node:crypto';

/**
 * A certificate's public id: 128 random bits as base64url (22 characters). Anyone holding the link can read the
 * certificate, so the id must not be guessable or countable the way a serial id is.
 */
export function newCertificateId(): string {
  return randomBytes(16).toString('base64url');
}
