import { AccessTokenClaims } from '@canopy/contracts';

/** The spec's login failure for a token that does not say whose it is. */
export const MISSING_USER_ID = 'Token does not have usr_id';

const UsrId = AccessTokenClaims.shape.usr_id.min(1);
const Exp = AccessTokenClaims.shape.exp;

/** The JSON payload of a JWT, or null when it is not one. The signature is the server's business. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `usr_id` of an access token, or null when it has none. */
export function tokenUserId(token: string): string | null {
  const parsed = UsrId.safeParse(decodeJwtPayload(token)?.usr_id);
  return parsed.success ? parsed.data : null;
}

/** `exp` of a token in milliseconds, or null when the claims are unreadable. */
export function tokenExpiresAt(token: string): number | null {
  const parsed = Exp.safeParse(decodeJwtPayload(token)?.exp);
  return parsed.success ? parsed.data * 1000 : null;
}

/** Whether the token's `exp` (seconds) has passed; a token without a readable `exp` counts as expired. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt <= now;
}
