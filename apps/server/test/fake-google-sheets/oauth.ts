import { createPublicKey, generateKeyPairSync, type KeyObject, randomBytes, verify } from 'node:crypto';

const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/** Public keys of the accounts testServiceAccount() made, so the fake can check their signatures. */
const publicKeys = new Map<string, KeyObject>();

/** A freshly generated service account key (the JSON Google Cloud's console downloads) and its address. */
export function testServiceAccount(name = `sheets-${randomBytes(4).toString('hex')}`) {
  const email = `${name}@chatgate-test.iam.gserviceaccount.com`;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  publicKeys.set(email, createPublicKey(publicKey));
  const json = JSON.stringify({
    type: 'service_account',
    project_id: 'chatgate-test',
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey,
    client_email: email,
    client_id: String(10n ** 20n + BigInt(`0x${randomBytes(6).toString('hex')}`)),
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'https://oauth2.googleapis.com/token',
  });
  return { json, email };
}

/** Who an access token the fake issued belongs to, and what it may do. */
export interface Grant {
  email: string;
  scopes: string[];
  expiresAt: number;
}

export type TokenAnswer =
  | { status: 200; body: { access_token: string; expires_in: number; token_type: 'Bearer' }; grant: Grant }
  | { status: 400; body: { error: string; error_description: string } };

/**
 * POST /token with the JWT-bearer grant: checks the assertion is a well-formed, unexpired RS256
 * JWT (and its signature, when testServiceAccount made the key) and issues a one-hour token.
 */
export function exchangeAssertion(form: URLSearchParams, now = Date.now()): TokenAnswer {
  const refuse = (error: string, error_description: string) => ({
    status: 400 as const,
    body: { error, error_description },
  });
  if (form.get('grant_type') !== JWT_BEARER)
    return refuse('unsupported_grant_type', `Invalid grant_type: ${form.get('grant_type') ?? ''}`);
  const parts = (form.get('assertion') ?? '').split('.');
  const [header, payload] = parts.slice(0, 2).map(decodeJson);
  if (parts.length !== 3 || !header || !payload || !parts[2]) return refuse('invalid_grant', 'Invalid JWT.');
  if (header.alg !== 'RS256') return refuse('invalid_grant', 'Invalid JWT: Invalid algorithm.');
  const { iss, scope, exp, iat } = payload;
  if (
    typeof iss !== 'string' ||
    typeof scope !== 'string' ||
    typeof exp !== 'number' ||
    typeof iat !== 'number'
  )
    return refuse('invalid_grant', 'Invalid JWT: missing iss, scope, iat or exp.');
  if (exp * 1000 < now || exp - iat > 3600)
    return refuse(
      'invalid_grant',
      'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
    );
  const key = publicKeys.get(iss);
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  if (key && !verify('sha256', signed, key, Buffer.from(parts[2], 'base64url')))
    return refuse('invalid_grant', 'Invalid JWT Signature.');
  const access_token = `ya29.fake.${Buffer.from(iss).toString('base64url')}.${randomBytes(24).toString('base64url')}`;
  return {
    status: 200,
    body: { access_token, expires_in: 3600, token_type: 'Bearer' },
    grant: { email: iss, scopes: scope.split(' '), expiresAt: now + 3600_000 },
  };
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
