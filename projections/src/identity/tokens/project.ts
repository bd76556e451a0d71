import {
  ConsultantInvitationAccepted,
  ConsultantInvitationReissued,
  ConsultantInvited,
  ConsultantPasswordResetCompleted,
  ConsultantPasswordResetRequested,
} from '@canopy/contracts/identity/events';
import type pg from 'pg';
import { handlerProjection, on } from '../../handlers.ts';
import { tokensSchema } from './schema.ts';

type Kind = 'invitation' | 'reset';

/** the consultant's open links of this kind stop working */
const supersede = async (client: pg.PoolClient, consultantId: string, kind: Kind, at: string) => {
  await client.query(
    'update tokens set superseded_at = $3 where consultant_id = $1 and kind = $2 and used_at is null and superseded_at is null',
    [consultantId, kind, at],
  );
};
const issue = async (client: pg.PoolClient, consultantId: string, kind: Kind, tokenHash: string, at: string, expiresAt: string) => {
  await supersede(client, consultantId, kind, at);
  await client.query(
    `insert into tokens (token_hash, consultant_id, kind, created_at, expires_at) values ($1, $2, $3, $4, $5)
     on conflict (token_hash) do nothing`,
    [tokenHash, consultantId, kind, at, expiresAt],
  );
};
const use = async (client: pg.PoolClient, tokenHash: string, at: string) => {
  await client.query('update tokens set used_at = $2 where token_hash = $1', [tokenHash, at]);
};

/**
 * `identity_tokens.tokens`: the links mailed to consultants, by the SHA-256 of their token (the token
 * itself is never stored). The reset-password route finds the consultant and the kind of link here;
 * the Consultant aggregate decides whether the link still works (latest, unused, unexpired).
 * `superseded_at`: a newer link of the same kind was sent, or the invitation was spent by a reset.
 */
export const tokensProjection = handlerProjection(tokensSchema, [
  on(ConsultantInvited, (client, data) =>
    issue(client, data.consultant_id, 'invitation', data.token_hash, data.invited_at, data.expires_at),
  ),
  on(ConsultantInvitationReissued, (client, data) =>
    issue(client, data.consultant_id, 'invitation', data.token_hash, data.reissued_at, data.expires_at),
  ),
  on(ConsultantPasswordResetRequested, (client, data) =>
    issue(client, data.consultant_id, 'reset', data.token_hash, data.requested_at, data.expires_at),
  ),
  on(ConsultantInvitationAccepted, (client, data) => use(client, data.token_hash, data.accepted_at)),
  on(ConsultantPasswordResetCompleted, async (client, data) => {
    await use(client, data.token_hash, data.completed_at);
    await supersede(client, data.consultant_id, 'invitation', data.completed_at);
  }),
]);
