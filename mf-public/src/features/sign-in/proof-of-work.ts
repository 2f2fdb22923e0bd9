import { useCallback, useEffect, useRef } from 'react';
import { ApiError, useApi } from '@lectern/shared-sdk';

/** A prepared solution is used only while its challenge has time left (the server gives 10 minutes). */
const preparedLifetimeMs = 8 * 60 * 1000;

/**
 * Solves an ALTCHA challenge in the page with the altcha package's own solver and returns the payload a request carries
 * as `altcha`. The key derivation is WebCrypto's PBKDF2: no worker, no WebAssembly, no eval, so the page's CSP stays as
 * it is, and the main thread stays free (each try is one asynchronous WebCrypto call). Loaded on first use only.
 */
async function solveProofOfWork(challenge: unknown): Promise<string> {
  const { solveChallenge, pbkdf2 } = await import(/* webpackChunkName: "altcha" */ 'altcha/lib');
  const parsed = challenge as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge: parsed, deriveKey: pbkdf2.deriveKey, timeout: 60_000 });
  if (!solution) throw new ApiError(0, 'Could not confirm this browser in time. Try again.');
  return btoa(JSON.stringify({ challenge: parsed, solution }));
}

interface Prepared {
  payload: Promise<string | null>;
  at: number;
}

/**
 * Sends a request that the server may answer with a request for work (a sign-in of an account under attack, a code
 * request past a network's free share): then solves the challenge and sends it once more, so the person notices nothing
 * but a moment's wait. With `prepare`, a solution is worked out in the background as soon as the form shows (and again
 * after each use), so the second request usually goes at once.
 */
export function useProofOfWork({ prepare }: { prepare: boolean }) {
  const api = useApi();
  const prepared = useRef<Prepared | null>(null);

  const prepareNext = useCallback(() => {
    if (!prepare) return;
    const payload = Promise.resolve()
      .then(() => api.getAuthChallenge())
      .then(solveProofOfWork)
      .catch(() => null);
    prepared.current = { payload, at: Date.now() };
  }, [api, prepare]);

  useEffect(() => {
    prepareNext();
  }, [prepareNext]);

  return useCallback(
    async <T>(request: (altcha?: string) => Promise<T>): Promise<T> => {
      try {
        return await request();
      } catch (error) {
        const challenge = error instanceof ApiError ? error.proofOfWorkChallenge : undefined;
        if (challenge === undefined) throw error;
        const ready = prepared.current;
        prepared.current = null;
        const early = ready && Date.now() - ready.at < preparedLifetimeMs ? await ready.payload : null;
        const altcha = early ?? (await solveProofOfWork(challenge));
        prepareNext();
        return request(altcha);
      }
    },
    [prepareNext],
  );
}
