/**
 * Who is asking: the credential of `Authorization: Bearer …` (else of the `apikey` header),
 * either one of the local API keys (the Supabase CLI's publishable and secret keys, which are
 * not JWTs) or an HS256 JWT verified with `jose` the way PostgREST verifies it (codes PGRST301 /
 * PGRST303, 30 s clock skew).
 */
import { errors, jwtVerify } from 'jose';
import { PgrstError } from './errors';
import { LOCAL_API_KEYS } from './keys';

/** The Postgres roles a request may run as (Supabase's API roles). */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;

/** One of {@link API_ROLES}. */
export type ApiRole = (typeof API_ROLES)[number];

/** The verified identity of a request: its role and the JWT claims (`{ role: 'anon' }` without a JWT). */
export interface RequestAuth {
  role: ApiRole;
  claims: Record<string, unknown>;
}

/** PostgREST's allowed clock skew for `exp`, `nbf` and `iat`, in seconds. */
const CLOCK_SKEW_SECONDS = 30;

function jwtError(code: 'PGRST301' | 'PGRST303', message: string): PgrstError {
  const header = `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`;
  return new PgrstError(401, code, message, null, null, { 'WWW-Authenticate': header });
}

/** The token of an `Authorization: Bearer <token>` header, or `undefined` without one. */
function bearerToken(authorization: string | undefined): string | undefined {
  const bearer = authorization === undefined ? null : /^bearer(?:\s+(.*))?$/is.exec(authorization.trim());
  if (!bearer) return undefined;
  const token = (bearer[1] ?? '').trim();
  if (token === '') throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
  return token;
}

function mapJoseError(e: unknown): PgrstError {
  if (e instanceof errors.JWTExpired) return jwtError('PGRST303', 'JWT expired');
  if (e instanceof errors.JWTClaimValidationFailed) {
    if (e.claim === 'nbf') return jwtError('PGRST303', 'JWT not yet valid');
    if (e.claim === 'iat') return jwtError('PGRST303', 'JWT issued at future');
    return jwtError('PGRST303', 'Parsing claims failed');
  }
  if (e instanceof errors.JOSEAlgNotAllowed || e instanceof errors.JOSENotSupported) {
    return jwtError('PGRST301', 'Wrong or unsupported encoding algorithm');
  }
  if (e instanceof errors.JWSSignatureVerificationFailed) {
    return jwtError('PGRST301', 'JWT cryptographic operation failed');
  }
  return jwtError('PGRST301', "JWT couldn't be decoded");
}

/** Verifies one JWT and returns its role and claims (PostgREST's errors). */
async function verifyJwt(token: string, secret: string): Promise<RequestAuth> {
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  let claims: Record<string, unknown>;
  try {
    const verified = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      clockTolerance: CLOCK_SKEW_SECONDS,
    });
    claims = verified.payload;
  } catch (e) {
    throw mapJoseError(e);
  }
  const iat = claims.iat;
  if (typeof iat === 'number' && iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) {
    throw jwtError('PGRST303', 'JWT issued at future');
  }
  const role = claims.role ?? 'anon';
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    throw new PgrstError(401, '22023', `role ${JSON.stringify(String(role))} does not exist`, null, null, {
      'WWW-Authenticate': 'Bearer',
    });
  }
  return { role: role as ApiRole, claims };
}

/** One credential: an API key it knows runs as the key's role; anything else must be a valid JWT. */
function identify(token: string, secret: string, apiKeys: Readonly<Record<string, ApiRole>>): Promise<RequestAuth> {
  const role = Object.hasOwn(apiKeys, token) ? apiKeys[token] : undefined;
  if (role !== undefined) return Promise.resolve({ role, claims: { role } });
  return verifyJwt(token, secret);
}

/**
 * Who the request is: the role and claims of its `Authorization: Bearer` credential, else of its
 * `apikey`. Each credential sent must be known, whichever header carries it (hosted Supabase's
 * gateway refuses an unknown `apikey` even beside a valid Bearer token): one of `apiKeys`, or a
 * JWT signed with `secret`. A key it does not know gets PostgREST's answer to a token that is not
 * a JWT, as behind the Supabase CLI's local gateway, which passes unknown keys on to PostgREST:
 * 401 `PGRST301` "Expected 3 parts in JWT; got 1".
 *
 * @param authorization - the `Authorization` header (a `Bearer` credential wins over `apikey`).
 * @param apikey - the `apikey` header (blank = absent).
 * @param secret - the HS256 secret (`LOCAL_JWT_SECRET` by default).
 * @param apiKeys - the API keys accepted beside JWTs, with their roles (default
 *   `LOCAL_API_KEYS`: the CLI's local publishable key as `anon`, its secret key as `service_role`).
 * @returns `{ role: 'anon', claims: { role: 'anon' } }` when no credential is sent.
 * @throws {@link PgrstError} 401 PGRST301 (not a known key nor a JWT, malformed, bad signature),
 *   401 PGRST303 (expired, not yet valid, issued in the future) or 401 22023 (a role other than
 *   anon, authenticated, service_role).
 * @see docs/requirements.md §6 (every visitor is anonymous); docs/architecture.md "Local backend and hosted Supabase"
 */
export async function authenticate(
  authorization: string | undefined,
  apikey: string | undefined,
  secret: string,
  apiKeys: Readonly<Record<string, ApiRole>> = LOCAL_API_KEYS,
): Promise<RequestAuth> {
  const bearer = bearerToken(authorization);
  const key = apikey?.trim() || undefined;
  const fromBearer = bearer === undefined ? undefined : await identify(bearer, secret, apiKeys);
  const fromKey = key === undefined || key === bearer ? undefined : await identify(key, secret, apiKeys);
  return fromBearer ?? fromKey ?? { role: 'anon', claims: { role: 'anon' } };
}
