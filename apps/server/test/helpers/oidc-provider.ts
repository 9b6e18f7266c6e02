import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/**
 * A small local OpenID Connect provider for tests: discovery, a JWKS with one RS256 key, an
 * /authorize that "logs in" a configurable identity and redirects back with code and state, and
 * a /token that checks client authentication, single use of the code, the redirect_uri and PKCE
 * (S256) before returning a signed ID token. Switches in `misbehave` make it lie for negative tests.
 */

export interface TestIdentity {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

export interface Misbehaviour {
  /** Put this nonce in the ID token instead of the one from the authorization request. */
  nonce?: string;
  /** Put this `aud` in the ID token instead of the client id. */
  audience?: string;
  /** Put this `iss` in the ID token instead of the issuer. */
  issuer?: string;
  /** Issue an ID token that expired an hour ago. */
  expired?: boolean;
  /** Sign the ID token with a key that is not in the JWKS (same kid). */
  wrongSigningKey?: boolean;
  /** Answer the token request with this OAuth error (HTTP 400). */
  tokenError?: string;
  /** Record a different code_challenge at /authorize, as if the verifier did not belong to it. */
  alterChallenge?: boolean;
}

export interface AuthorizationRecord {
  clientId: string;
  redirectUri: string;
  responseType: string;
  scope: string;
  state: string | null;
  nonce: string | null;
  codeChallenge: string;
  codeChallengeMethod: string;
  identity: TestIdentity;
}

export interface TokenRequestRecord {
  clientAuthentication: 'client_secret_post' | 'client_secret_basic' | 'none';
  code: string | null;
  redirectUri: string | null;
  codeVerifier: string | null;
  outcome: 'ok' | string;
}

export interface OidcProvider {
  /** The issuer, e.g. http://127.0.0.1:54321 */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Who "logs in" at the next /authorize. */
  identity: TestIdentity;
  misbehave: Misbehaviour;
  authorizations: AuthorizationRecord[];
  tokenRequests: TokenRequestRecord[];
  /**
   * Plays the browser: opens the authorization URL (optionally as `identity`) and returns where
   * the provider redirected to, with the code and state it put there.
   */
  authorize(
    authorizationUrl: string,
    identity?: TestIdentity,
  ): Promise<{ redirectTo: URL; code: string; state: string }>;
  /** Clears the misbehaviour switches and the records. */
  reset(): void;
  close(): Promise<void>;
}

interface IssuedCode {
  authorization: AuthorizationRecord;
  used: boolean;
  expiresAt: number;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');
const s256 = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

export async function createOidcProvider(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<OidcProvider> {
  const clientId = options.clientId ?? 'meridian-test-client';
  const clientSecret = options.clientSecret ?? `secret-${randomUUID()}`;
  const kid = `key-${randomUUID().slice(0, 8)}`;
  const signing = await generateKeyPair('RS256', { extractable: true });
  const rogue = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(signing.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();

  const provider: OidcProvider = {
    url: '',
    clientId,
    clientSecret,
    identity: { sub: 'subject-1', email: 'someone@example.test', emailVerified: true },
    misbehave: {},
    authorizations: [],
    tokenRequests: [],
    async authorize(authorizationUrl, identity) {
      if (identity) provider.identity = identity;
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) {
        throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
      }
      const redirectTo = new URL(location);
      const code = redirectTo.searchParams.get('code');
      const state = redirectTo.searchParams.get('state');
      if (!code || state === null)
        throw new Error(`authorize redirected without code: ${location}`);
      return { redirectTo, code, state };
    },
    reset() {
      provider.misbehave = {};
      provider.authorizations.length = 0;
      provider.tokenRequests.length = 0;
    },
    close: async () => undefined,
  };

  const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...headers,
    });
    res.end(JSON.stringify(body));
  };
  const oauthError = (res: ServerResponse, status: number, error: string, description: string) =>
    json(res, status, { error, error_description: description });

  function discoveryDocument() {
    return {
      issuer: provider.url,
      authorization_endpoint: `${provider.url}/authorize`,
      token_endpoint: `${provider.url}/token`,
      jwks_uri: `${provider.url}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified'],
    };
  }

  function handleAuthorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    if (q.get('client_id') !== clientId || !redirectUri) {
      return oauthError(res, 400, 'invalid_request', 'unknown client or missing redirect_uri');
    }
    const codeChallenge = q.get('code_challenge');
    const missing =
      q.get('response_type') !== 'code'
        ? 'response_type must be code'
        : !(q.get('scope') ?? '').split(' ').includes('openid')
          ? 'scope must include openid'
          : !codeChallenge || q.get('code_challenge_method') !== 'S256'
            ? 'PKCE with S256 is required'
            : undefined;
    if (missing) return oauthError(res, 400, 'invalid_request', missing);
    const authorization: AuthorizationRecord = {
      clientId,
      redirectUri,
      responseType: 'code',
      scope: q.get('scope') ?? '',
      state: q.get('state'),
      nonce: q.get('nonce'),
      codeChallenge: provider.misbehave.alterChallenge
        ? s256('some other verifier')
        : codeChallenge!,
      codeChallengeMethod: 'S256',
      identity: { ...provider.identity },
    };
    provider.authorizations.push(authorization);
    const code = base64url(randomBytes(24));
    codes.set(code, { authorization, used: false, expiresAt: Date.now() + 60_000 });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    if (authorization.state !== null) back.searchParams.set('state', authorization.state);
    res.writeHead(302, { location: back.href });
    res.end();
  }

  function clientAuthentication(
    req: IncomingMessage,
    form: URLSearchParams,
  ): { method: TokenRequestRecord['clientAuthentication']; ok: boolean } {
    const header = req.headers.authorization;
    if (header?.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      const id = decodeURIComponent(decoded.slice(0, colon));
      const secret = decodeURIComponent(decoded.slice(colon + 1));
      return { method: 'client_secret_basic', ok: id === clientId && secret === clientSecret };
    }
    if (form.has('client_secret')) {
      return {
        method: 'client_secret_post',
        ok: form.get('client_id') === clientId && form.get('client_secret') === clientSecret,
      };
    }
    return { method: 'none', ok: false };
  }

  async function handleToken(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const auth = clientAuthentication(req, form);
    const record: TokenRequestRecord = {
      clientAuthentication: auth.method,
      code: form.get('code'),
      redirectUri: form.get('redirect_uri'),
      codeVerifier: form.get('code_verifier'),
      outcome: 'ok',
    };
    provider.tokenRequests.push(record);
    const refuse = (status: number, error: string, description: string) => {
      record.outcome = error;
      oauthError(res, status, error, description);
    };
    if (!auth.ok) return refuse(401, 'invalid_client', 'client authentication failed');
    if (provider.misbehave.tokenError) {
      return refuse(400, provider.misbehave.tokenError, 'the provider was told to fail');
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return refuse(400, 'unsupported_grant_type', 'only authorization_code');
    }
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.used || issued.expiresAt < Date.now()) {
      return refuse(400, 'invalid_grant', 'unknown, used or expired code');
    }
    issued.used = true;
    const { authorization } = issued;
    if (form.get('redirect_uri') !== authorization.redirectUri) {
      return refuse(400, 'invalid_grant', 'redirect_uri differs from the authorization request');
    }
    const verifier = form.get('code_verifier');
    if (!verifier || s256(verifier) !== authorization.codeChallenge) {
      return refuse(400, 'invalid_grant', 'PKCE verification failed');
    }
    const idToken = await signIdToken(authorization);
    json(res, 200, {
      access_token: base64url(randomBytes(24)),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: authorization.scope,
      id_token: idToken,
    });
  }

  async function signIdToken(authorization: AuthorizationRecord): Promise<string> {
    const m = provider.misbehave;
    const now = Math.floor(Date.now() / 1000);
    const iat = m.expired ? now - 7200 : now;
    const { identity } = authorization;
    const claims: Record<string, unknown> = {
      ...(identity.email !== undefined ? { email: identity.email } : {}),
      ...(identity.emailVerified !== undefined ? { email_verified: identity.emailVerified } : {}),
      ...(identity.name !== undefined ? { name: identity.name } : {}),
    };
    const nonce = m.nonce ?? authorization.nonce;
    if (nonce !== null) claims.nonce = nonce;
    const key: CryptoKey = m.wrongSigningKey ? rogue.privateKey : signing.privateKey;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(m.issuer ?? provider.url)
      .setAudience(m.audience ?? clientId)
      .setSubject(identity.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(key);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', provider.url || 'http://127.0.0.1');
    const route = `${req.method} ${url.pathname}`;
    const handle = async () => {
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return json(res, 200, discoveryDocument());
        case 'GET /jwks':
          return json(res, 200, { keys: [publicJwk] });
        case 'GET /authorize':
          return handleAuthorize(url, res);
        case 'POST /token':
          return handleToken(req, res);
        default:
          return oauthError(res, 404, 'not_found', route);
      }
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) oauthError(res, 500, 'server_error', String(error));
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return provider;
}
