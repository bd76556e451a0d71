import {
  ConsultantInvitationReissued,
  ConsultantInvited,
  ConsultantPasswordResetCompleted,
  ConsultantPasswordResetRequested,
  TeamCreated,
  TeamLogoChanged,
  TeamRenamed,
} from '@canopy/contracts/identity/events';
import { teamsProjection } from '@canopy/projections/identity/teams/project';
import { tokensProjection } from '@canopy/projections/identity/tokens/project';
import { describe, expect, it } from 'vitest';
import { given, withReadModel } from '../support/readModel.ts';

// Identity's read models on a migrated schema, without the product: given events, then rows.

const hash = (digit: string) => digit.repeat(64);

describe('identity_teams', () => {
  const teams = withReadModel(teamsProjection);

  it('keeps a team with its latest name and logo, and a redelivered batch changes nothing', async () => {
    await teams.given(
      given(TeamCreated, { team_id: 't1', name: 'Northwind', created_by: null, created_at: '2026-03-01T09:00:00Z' }),
      given(TeamRenamed, { team_id: 't1', name: 'Northwind Consulting', renamed_at: '2026-03-02T09:00:00Z' }),
      given(TeamLogoChanged, { team_id: 't1', logo_image_id: 'img-1', changed_at: '2026-03-03T09:00:00Z' }),
    );
    await teams.again();
    expect(await teams.rows('select id, name, logo_image_id, updated_at from teams')).toEqual([
      { id: 't1', name: 'Northwind Consulting', logo_image_id: 'img-1', updated_at: new Date('2026-03-03T09:00:00Z') },
    ]);
    await teams.given(given(TeamLogoChanged, { team_id: 't1', logo_image_id: null, changed_at: '2026-03-04T09:00:00Z' }));
    expect(await teams.rows('select logo_image_id from teams')).toEqual([{ logo_image_id: null }]);
  });
});

describe('identity_tokens', () => {
  const tokens = withReadModel(tokensProjection);
  const state = () =>
    tokens.rows<{ token_hash: string; kind: string; used: boolean; superseded: boolean }>(
      'select token_hash, kind, used_at is not null as used, superseded_at is not null as superseded from tokens order by created_at',
    );

  it('supersedes an invitation by its reissue, and spends the open invitation when a reset completes', async () => {
    await tokens.given(
      given(ConsultantInvited, {
        consultant_id: 'c1',
        team_id: 't1',
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        invited_by: 'c0',
        token_hash: hash('1'),
        expires_at: '2026-03-08T09:00:00Z',
        invited_at: '2026-03-01T09:00:00Z',
      }),
      given(ConsultantInvitationReissued, {
        consultant_id: 'c1',
        invited_by: 'c0',
        token_hash: hash('2'),
        expires_at: '2026-03-09T09:00:00Z',
        reissued_at: '2026-03-02T09:00:00Z',
      }),
    );
    expect(await state()).toEqual([
      { token_hash: hash('1'), kind: 'invitation', used: false, superseded: true },
      { token_hash: hash('2'), kind: 'invitation', used: false, superseded: false },
    ]);
    await tokens.given(
      given(ConsultantPasswordResetRequested, {
        consultant_id: 'c1',
        token_hash: hash('3'),
        expires_at: '2026-03-03T10:00:00Z',
        requested_at: '2026-03-03T09:00:00Z',
      }),
      given(ConsultantPasswordResetCompleted, {
        consultant_id: 'c1',
        token_hash: hash('3'),
        password_hash: 'argon2id$x',
        completed_at: '2026-03-03T09:30:00Z',
      }),
    );
    await tokens.again();
    expect(await state()).toEqual([
      { token_hash: hash('1'), kind: 'invitation', used: false, superseded: true },
      { token_hash: hash('2'), kind: 'invitation', used: false, superseded: true },
      { token_hash: hash('3'), kind: 'reset', used: true, superseded: false },
    ]);
  });
});
