/**
 * Who is asking: the HS256 JWT of `Authorization: Bearer <jwt>` (else the `apikey` header),
 * verified with `jose` the way PostgREST verifies it (codes PGRST301 / PGRST303, 30 s clock skew).
 */
import { errors, jwtVerify } from 'jose';
import { PgrstError } from './errors';

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

/** The token a request carries: the Bearer token if any, else the `apikey` header, else none. */
function pickToken(authorization: string | undefined, apikey: string | undefined): string | undefined {
  const bearer = authorization === undefined ? null : /^bearer(?:\s+(.*))?$/is.exec(authorization.trim());
  if (bearer) {
    const token = (bearer[1] ?? '').trim();
    if (token === '') throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
    return token;
  }
  const key = apikey?.trim();
  return key ? key : undefined;
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

/**
 * Verifies the request's JWT and returns its role and claims.
 *
 * @param authorization - the `Authorization` header (a `Bearer` token wins over `apikey`).
 * @param apikey - the `apikey` header that supabase-js also sends.
 * @param secret - the HS256 secret (`LOCAL_JWT_SECRET` by default).
 * @returns `{ role: 'anon', claims: { role: 'anon' } }` when no token is sent.
 * @throws {@link PgrstError} 401 PGRST301 (malformed / bad signature), 401 PGRST303 (expired, not
 *   yet valid, issued in the future) or 401 22023 (a role other than anon, authenticated,
 *   service_role).
 * @see docs/requirements.md §6 (every visitor is anonymous); docs/architecture.md "Local backend and hosted Supabase"
 */
export async function authenticate(
  authorization: string | undefined,
  apikey: string | undefined,
  secret: string,
): Promise<RequestAuth> {
  const token = pickToken(authorization, apikey);
  if (token === undefined) return { role: 'anon', claims: { role: 'anon' } };
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
