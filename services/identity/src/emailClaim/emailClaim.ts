import type { EventOf } from '@canopy/contracts';
import type { ConsultantEmailClaimed } from '@canopy/contracts/identity/events';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { streamIdOf } from '@canopy/platform/commands/streamId';
import { createHash } from 'node:crypto';

// One stream per e-mail address makes e-mails unique without trusting a read model: the first
// consultant to claim an address owns it; everyone after reads who owns it. The stream is named
// after the SHA-256 of the lowercased address, so the address itself never appears in the log
// outside the consultant's sealed personal data.

export type EmailClaimEvent = EventOf<typeof ConsultantEmailClaimed>;
export type EmailClaimState = { consultantId: string | null };
export type ClaimEmail = { type: 'ClaimEmail'; data: { consultant_id: string; now: string } };

const claimStreamId = streamIdOf('consultant-email');
export const emailClaimStreamId = (email: string) => claimStreamId(createHash('sha256').update(email.trim().toLowerCase()).digest('hex'));

export const emailClaimDecider: Decider<ClaimEmail, EmailClaimEvent, EmailClaimState> = {
  initialState: () => ({ consultantId: null }),
  /** claims a free address; an address already claimed stays with its owner (no event: read the state) */
  decide: (command, state) => {
    if (command.data.consultant_id === '') throw new DomainError('consultant id is required', 400);
    if (state.consultantId !== null) return [];
    return [{ type: 'ConsultantEmailClaimed', data: { consultant_id: command.data.consultant_id, claimed_at: command.data.now } }];
  },
  evolve: (state, event) => (state.consultantId === null ? { consultantId: event.data.consultant_id } : state),
};
