import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `identity_tokens` (ADR 0028).

export const TokenRow = z.strictObject({
  token_hash: z.string(),
  consultant_id: z.string(),
  kind: z.enum(['invitation', 'reset']),
  expires_at: z.date(),
  used_at: z.date().nullable(),
});
export type TokenRow = z.infer<typeof TokenRow>;

export const createTokensReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** a mailed link by the SHA-256 of its token */
    byHash: (tokenHash: string): Promise<TokenRow | null> =>
      db.maybeOne(
        sql.type(
          TokenRow,
        )`select token_hash, consultant_id, kind, expires_at, used_at from identity_tokens.tokens where token_hash = ${tokenHash}`,
      ),
  };
};

export type TokensReader = ReturnType<typeof createTokensReader>;
