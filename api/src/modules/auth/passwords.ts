import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id, 19 MiB, t=2, p=1: the OWASP minimum (QUALITY.md). */
const argon2Options: Options = {
  algorithm: 2, // Algorithm.Argon2id; the enum is a const enum, unusable under isolatedModules.
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Options);

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Accounts without one (unknown e-mail, Google-only) are checked
 * against a decoy, so the answer takes as long as for a wrong password and does not reveal which e-mails exist.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
