import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { HrDirectory, HrisProvider } from '../provider/hrisProvider.ts';
import { HrisAuthorizationError, HrisCodeRejectedError, HrisProviderError } from '../provider/hrisProvider.ts';

/** the demo company shipped with Canopy: 48 people (45 active) in Finch's shapes */
export const SANDBOX_DIRECTORY_FILE = fileURLToPath(new URL('./directory.json', import.meta.url));

const SANDBOX_PRODUCTS = ['company', 'directory', 'individual', 'employment', 'payment'];
const TOKEN_PREFIX = 'sandbox-token-';

/** a code the sandbox accepts: what the 'Connect sandbox HR system' dialog posts */
export const isSandboxCode = (code: string) => /^sandbox(?:[-:][\w-]{1,100})?$/.test(code);

/**
 * An HR system that needs no network: connecting accepts any code starting with `sandbox`, reading answers
 * the directory file (read again on every sync, so editing it between syncs shows updates and leavers).
 */
export const createSandboxProvider = (options: { directoryFile: string }): HrisProvider => ({
  kind: 'sandbox',
  async linkToken() {
    return {
      provider: 'sandbox',
      link_token: `sandbox-${randomBytes(12).toString('base64url')}`,
      client_id: 'sandbox',
      products: SANDBOX_PRODUCTS,
      connect_url: null,
      redirect_uri: null,
    };
  },
  async exchangeCode(code) {
    if (!isSandboxCode(code)) throw new HrisCodeRejectedError('The sandbox HR system accepts codes starting with "sandbox"');
    return {
      access_token: `${TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`,
      provider_company_id: 'sandbox',
      products: SANDBOX_PRODUCTS,
    };
  },
  async readDirectory(account, signal) {
    if (!account.access_token.startsWith(TOKEN_PREFIX))
      throw new HrisAuthorizationError('The sandbox HR system does not know this access token');
    signal?.throwIfAborted();
    let text: string;
    try {
      text = await readFile(options.directoryFile, { encoding: 'utf8', signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new HrisProviderError(`The sandbox directory ${options.directoryFile} could not be read`, { cause: error });
    }
    const directory = JSON.parse(text) as HrDirectory;
    if (!directory.company?.id || !Array.isArray(directory.employees))
      throw new HrisProviderError(`The sandbox directory ${options.directoryFile} is not a directory file`);
    return { company: directory.company, pay_groups: directory.pay_groups ?? [], employees: directory.employees };
  },
});
