import type { RuntimeConfig } from '@canopy/platform/runtime/config';
import { createSandboxProvider, SANDBOX_DIRECTORY_FILE } from '../sandbox/sandboxProvider.ts';
import { createFinchProvider } from './finch/finchProvider.ts';
import type { HrisProvider } from './hrisProvider.ts';

/** HRIS_PROVIDER=sandbox (default: works offline) or finch */
export const providerFromConfig = (config: RuntimeConfig): HrisProvider =>
  config.HRIS_PROVIDER === 'finch'
    ? createFinchProvider({
        baseUrl: config.FINCH_API_URL,
        apiVersion: config.FINCH_API_VERSION,
        clientId: config.FINCH_CLIENT_ID!,
        clientSecret: config.FINCH_CLIENT_SECRET!,
        products: config.FINCH_PRODUCTS.split(/[\s,]+/).filter(Boolean),
        sandbox: config.FINCH_SANDBOX ?? null,
        pageSize: 500,
        maxAttempts: 6,
        backoffMs: 1000,
        // Finch's rate limits are per minute: a wait longer than that is never needed
        maxBackoffMs: 60_000,
      })
    : createSandboxProvider({ directoryFile: config.HRIS_SANDBOX_DIRECTORY ?? SANDBOX_DIRECTORY_FILE });
