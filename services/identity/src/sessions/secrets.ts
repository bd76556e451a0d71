import { createHash, randomBytes } from 'node:crypto';

/** SHA-256, hex: what is stored of every token (refresh, invitation, reset). */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** 32 random bytes, base64url: the token handed out, and its hash to store. */
export const newSecretToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256Hex(token) };
};
