import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, expect, it } from 'vitest';
import { emailClaimDecider, emailClaimStreamId } from './emailClaim.ts';

const spec = deciderSpec(emailClaimDecider);
const now = '2026-11-21T10:00:00.000Z';

describe('E-mail claim', () => {
  it('goes to the first consultant who claims the address', () => {
    spec
      .given([])
      .when({ type: 'ClaimEmail', data: { consultant_id: 'c1', now } })
      .then([{ type: 'ConsultantEmailClaimed', data: { consultant_id: 'c1', claimed_at: now } }]);
  });

  it('stays with its owner: a second claim records nothing', () => {
    spec
      .given([{ type: 'ConsultantEmailClaimed', data: { consultant_id: 'c1', claimed_at: now } }])
      .when({ type: 'ClaimEmail', data: { consultant_id: 'c2', now } })
      .then([]);
    const state = [{ type: 'ConsultantEmailClaimed' as const, data: { consultant_id: 'c1', claimed_at: now } }].reduce(
      emailClaimDecider.evolve,
      emailClaimDecider.initialState(),
    );
    expect(state.consultantId).toBe('c1');
  });

  it('is named after the hash of the lowercased address, never the address', () => {
    expect(emailClaimStreamId(' Ada@Example.com ')).toBe(emailClaimStreamId('ada@example.com'));
    expect(emailClaimStreamId('ada@example.com')).toMatch(/^consultant-email-[0-9a-f]{64}$/);
  });
});
