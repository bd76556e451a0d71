import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RuntimeConfig } from '../runtime/config.ts';

/**
 * The key access tokens are signed with: JWT_SECRET when set (required when several gateways share
 * sessions, i.e. BUS=kafka). Otherwise the single-process runtime generates one on first start and keeps
 * it in `${DATA_DIR}/jwt-secret` (mode 600), so sessions survive restarts.
 */
export const resolveJwtSecret = async (config: Pick<RuntimeConfig, 'JWT_SECRET' | 'DATA_DIR' | 'BUS'>): Promise<string> => {
  if (config.JWT_SECRET) {
    if (config.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters (e.g. openssl rand -base64 48)');
    return config.JWT_SECRET;
  }
  if (config.BUS !== 'in-process') throw new Error('JWT_SECRET must be set when gateways share sessions (BUS=kafka)');
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(config.DATA_DIR, { recursive: true });
  // write aside, then link into place: concurrent starts agree on the first secret written
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft).catch(() => {});
  }
  const secret = await readSecret(file);
  if (!secret) throw new Error(`${file} is empty`);
  return secret;
};

const readSecret = async (file: string): Promise<string | null> => {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    return secret === '' ? null : secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};
