import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes, 1 lane (OWASP's
// minimum recommendation). Hashes are PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$...`).

export const hashPassword = (password: string): Promise<string> => hash(password);

let dummy: Promise<string> | null = null;

/**
 * True when `password` matches `passwordHash`. Without a hash (unknown e-mail, invited consultant) a
 * dummy hash is checked anyway, so the answer takes as long either way.
 */
export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  if (!passwordHash) {
    dummy ??= hash('canopy-timing-equaliser');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
};
