import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** Someone signing in at the provider. */
export interface ProviderPerson {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

/** Ways to make the provider's ID token wrong, one at a time. */
export interface IdTokenTampering {
  issuer?: string;
  audience?: string;
  nonce?: string;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
  /** Signed by a key that is not in the provider's key set. */
  foreignKey?: boolean;
  /** Only `sub` in the ID token; e-mail and name at userinfo (as strict OpenID providers do). */
  claimsAtUserInfoOnly?: boolean;
}

interface IssuedCode {
  person: ProviderPerson;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
  tampering: IdTokenTampering;
  used: boolean;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A small OpenID provider for the API's tests: discovery, keys, token and userinfo endpoints over real HTTP,
 * so the API's openid-client does everything it does against Google. The authorization step (a person
 * approving) is a method: `approve(authorizationUrl, person)` returns the callback's query. The token endpoint
 * checks the client secret, the redirect URI, the PKCE verifier, and that a code is used once.
 */
export class FakeOidcProvider {
  readonly clientId = 'lectern-test-client';
  readonly clientSecret = randomBytes(16).toString('hex');
  private server: Server | undefined;
  private keys: { privateKey: CryptoKey; jwk: JWK; foreign: CryptoKey } | undefined;
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, ProviderPerson>();
  /** Requests to the token endpoint, for tests that check what the API sent. */
  readonly tokenRequests: URLSearchParams[] = [];
  issuer = '';

  /** Listens on `port` (any free one by default: 0). */
  async start(port = 0): Promise<void> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const foreign = (await generateKeyPair('RS256')).privateKey;
    this.keys = { privateKey, foreign, jwk: { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' } };
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => this.send(response, 500, { error: 'server_error', error_description: String(error) }));
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /** The configuration variables that point the API at this provider. */
  env(): Record<string, string> {
    return { GOOGLE_CLIENT_ID: this.clientId, GOOGLE_CLIENT_SECRET: this.clientSecret, GOOGLE_ISSUER_URL: this.issuer };
  }

  /** `person` approves the sign-in the API asked for at `authorizationUrl`: the query the provider sends back. */
  approve(authorizationUrl: URL, person: ProviderPerson, tampering: IdTokenTampering = {}): string {
    const asked = authorizationUrl.searchParams;
    const code = base64url(randomBytes(24));
    this.codes.set(code, {
      person,
      nonce: asked.get('nonce') ?? '',
      codeChallenge: asked.get('code_challenge') ?? '',
      redirectUri: asked.get('redirect_uri') ?? '',
      tampering,
      used: false,
    });
    return new URLSearchParams({ code, state: asked.get('state') ?? '' }).toString();
  }

  /** The person said no at the provider. */
  deny(authorizationUrl: URL): string {
    return new URLSearchParams({ error: 'access_denied', state: authorizationUrl.searchParams.get('state') ?? '' }).toString();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return this.send(response, 200, {
        issuer: this.issuer,
        authorization_endpoint: `${this.issuer}/authorize`,
        token_endpoint: `${this.issuer}/token`,
        userinfo_endpoint: `${this.issuer}/userinfo`,
        jwks_uri: `${this.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (url.pathname === '/jwks') return this.send(response, 200, { keys: [this.keys?.jwk] });
    if (url.pathname === '/token' && request.method === 'POST') return this.token(new URLSearchParams(await readBody(request)), response);
    if (url.pathname === '/userinfo') {
      const person = this.accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!person) return this.send(response, 401, { error: 'invalid_token' });
      return this.send(response, 200, this.claims(person));
    }
    return this.send(response, 404, { error: 'not_found' });
  }

  private async token(form: URLSearchParams, response: ServerResponse): Promise<void> {
    this.tokenRequests.push(form);
    if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret) {
      return this.send(response, 401, { error: 'invalid_client' });
    }
    const issued = this.codes.get(form.get('code') ?? '');
    if (!issued || issued.used || form.get('grant_type') !== 'authorization_code') return this.send(response, 400, { error: 'invalid_grant' });
    issued.used = true;
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (challenge !== issued.codeChallenge || form.get('redirect_uri') !== issued.redirectUri) {
      return this.send(response, 400, { error: 'invalid_grant', error_description: 'PKCE or redirect_uri mismatch' });
    }
    const accessToken = base64url(randomBytes(24));
    this.accessTokens.set(accessToken, issued.person);
    return this.send(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: await this.idToken(issued),
    });
  }

  private idToken({ person, nonce, tampering }: IssuedCode): Promise<string> {
    if (!this.keys) throw new Error('The provider is not started');
    const now = Math.floor(Date.now() / 1000);
    const claims = tampering.claimsAtUserInfoOnly ? {} : this.claims(person);
    return new SignJWT({ ...claims, nonce: tampering.nonce ?? nonce })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(tampering.issuer ?? this.issuer)
      .setAudience(tampering.audience ?? this.clientId)
      .setSubject(person.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + (tampering.expiresIn ?? 3600))
      .sign(tampering.foreignKey ? this.keys.foreign : this.keys.privateKey);
  }

  private claims(person: ProviderPerson): Record<string, unknown> {
    return {
      sub: person.sub,
      ...(person.email !== undefined ? { email: person.email, email_verified: person.emailVerified ?? true } : {}),
      ...(person.name !== undefined ? { name: person.name } : {}),
    };
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
