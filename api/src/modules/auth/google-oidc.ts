import * as oidc from 'openid-client';
import type { GoogleSignInConfig } from '../../config/env';

/** What the provider vouches for about the person signing in. */
export interface ProviderIdentity {
  /** The provider's stable subject identifier: the account link. */
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** The secrets one sign-in carries from the redirect to the callback. */
export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider could not be reached or answered nonsense: nobody's fault, try again later. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

const scope = 'openid email profile';
const requestTimeoutSeconds = 10;

const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const claimText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
// Some providers send email_verified as the string "true".
const claimFlag = (value: unknown) => value === true || value === 'true';

/**
 * An OpenID Connect relying party for one provider (openid-client): authorization code flow with PKCE (S256),
 * `state` and `nonce`. openid-client checks the authorization response's state, and the ID token's issuer,
 * audience, expiry, issue time, nonce and (see enableNonRepudiationChecks) signature.
 */
export function createGoogleOidcClient(config: GoogleSignInConfig, redirectUri: string) {
  let discovered: Promise<oidc.Configuration> | null = null;

  /** The provider's metadata, read once; a failed read is retried by the next sign-in. */
  function providerConfiguration(): Promise<oidc.Configuration> {
    discovered ??= (async () => {
      const issuer = new URL(config.issuerUrl);
      const insecure = isLoopbackHttp(issuer);
      const found = await oidc.discovery(issuer, config.clientId, config.clientSecret, undefined, {
        timeout: requestTimeoutSeconds,
        // A provider on this machine (development, the e2e suite) speaks plain http; anything else must be https.
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
      found.timeout = requestTimeoutSeconds;
      // OpenID lets a client trust an ID token from the token endpoint on TLS alone; we check its signature against
      // the provider's published keys as well (fetched once and cached by openid-client).
      oidc.enableNonRepudiationChecks(found);
      return found;
    })().catch((error: unknown) => {
      discovered = null;
      throw new ProviderUnavailableError(`OpenID discovery at ${config.issuerUrl} failed`, { cause: error });
    });
    return discovered;
  }

  return {
    async authorizationRequest(): Promise<AuthorizationRequest> {
      const configuration = await providerConfiguration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // No `prompt`: Google shows its account chooser when several accounts are signed in, and other providers
        // (GOOGLE_ISSUER_URL) may refuse values they do not support, such as select_account.
      });
      return { url, state, nonce, codeVerifier };
    },

    /**
     * Redeems the authorization response (the callback's query) for the signed-in person's identity. Throws
     * ProviderUnavailableError when the provider cannot be reached, anything else when the response is refused.
     */
    async redeem(callbackQuery: string, expected: { state: string; nonce: string; codeVerifier: string }): Promise<ProviderIdentity> {
      const configuration = await providerConfiguration();
      const currentUrl = new URL(`${redirectUri}?${callbackQuery}`);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: expected.codeVerifier,
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (isNetworkFailure(error)) throw new ProviderUnavailableError('The token endpoint could not be reached', { cause: error });
        throw error;
      }
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      let email = claimText(claims.email);
      let emailVerified = claimFlag(claims.email_verified);
      let name = claimText(claims.name);
      // Google puts the e-mail in the ID token; providers that do not (strict OpenID) give it at userinfo.
      if (email === null) {
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        email = claimText(info.email);
        emailVerified = claimFlag(info.email_verified);
        name ??= claimText(info.name);
      }
      return { sub: claims.sub, email: email?.toLowerCase() ?? null, emailVerified, name };
    },
  };
}

export type GoogleOidcClient = ReturnType<typeof createGoogleOidcClient>;

/** fetch() rejects with a TypeError (or an AbortError/TimeoutError) when the server cannot be reached. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && ['AbortError', 'TimeoutError'].includes(error.name));
}
