import type { RecordedEvent } from '@canopy/contracts';
import {
  ConsultantInvitationAccepted,
  ConsultantInvitationReissued,
  ConsultantInvited,
  ConsultantPasswordResetCompleted,
  ConsultantPasswordResetRequested,
} from '@canopy/contracts/identity/events';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { tokensSchema } from './schema.ts';

/**
 * `identity_tokens.tokens`: the links mailed to consultants, by the SHA-256 of their token (the token
 * itself is never stored). The reset-password route finds the consultant and the kind of link here;
 * the Consultant aggregate decides whether the link still works (latest, unused, unexpired).
 * `superseded_at`: a newer link of the same kind was sent, or the invitation was spent by a reset.
 */
export const tokensProjection = defineProjection({
  ...tokensSchema,
  handles: [
    ConsultantInvited.type,
    ConsultantInvitationReissued.type,
    ConsultantInvitationAccepted.type,
    ConsultantPasswordResetRequested.type,
    ConsultantPasswordResetCompleted.type,
  ],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    /** the consultant's open links of this kind stop working */
    const supersede = async (consultantId: string, kind: 'invitation' | 'reset', at: string) => {
      await client.query(
        'update tokens set superseded_at = $3 where consultant_id = $1 and kind = $2 and used_at is null and superseded_at is null',
        [consultantId, kind, at],
      );
    };
    const issue = async (consultantId: string, kind: 'invitation' | 'reset', tokenHash: string, at: string, expiresAt: string) => {
      await supersede(consultantId, kind, at);
      await client.query(
        `insert into tokens (token_hash, consultant_id, kind, created_at, expires_at) values ($1, $2, $3, $4, $5)
         on conflict (token_hash) do nothing`,
        [tokenHash, consultantId, kind, at, expiresAt],
      );
    };
    const use = async (tokenHash: string, at: string) => {
      await client.query('update tokens set used_at = $2 where token_hash = $1', [tokenHash, at]);
    };
    for (const event of events) {
      switch (event.type) {
        case ConsultantInvited.type: {
          const data = dataOf(ConsultantInvited, event);
          await issue(data.consultant_id, 'invitation', data.token_hash, data.invited_at, data.expires_at);
          break;
        }
        case ConsultantInvitationReissued.type: {
          const data = dataOf(ConsultantInvitationReissued, event);
          await issue(data.consultant_id, 'invitation', data.token_hash, data.reissued_at, data.expires_at);
          break;
        }
        case ConsultantPasswordResetRequested.type: {
          const data = dataOf(ConsultantPasswordResetRequested, event);
          await issue(data.consultant_id, 'reset', data.token_hash, data.requested_at, data.expires_at);
          break;
        }
        case ConsultantInvitationAccepted.type: {
          const data = dataOf(ConsultantInvitationAccepted, event);
          await use(data.token_hash, data.accepted_at);
          break;
        }
        case ConsultantPasswordResetCompleted.type: {
          const data = dataOf(ConsultantPasswordResetCompleted, event);
          await use(data.token_hash, data.completed_at);
          await supersede(data.consultant_id, 'invitation', data.completed_at);
          break;
        }
      }
    }
  },
});
