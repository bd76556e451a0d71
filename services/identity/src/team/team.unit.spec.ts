import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { teamDecider } from './decide.ts';
import type { TeamEvent } from './team.ts';

const spec = deciderSpec(teamDecider);
const now = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T11:00:00.000Z';
const created: TeamEvent = {
  type: 'TeamCreated',
  data: { team_id: 't1', name: 'Northwind Consulting', created_by: null, created_at: now },
};

describe('Team', () => {
  it('is created with a trimmed name', () => {
    spec
      .given([])
      .when({ type: 'CreateTeam', data: { team_id: 't1', name: '  Northwind Consulting ', created_by: null, now } })
      .then([created]);
  });

  it('is created once', () => {
    spec
      .given([created])
      .when({ type: 'CreateTeam', data: { team_id: 't1', name: 'Again', created_by: null, now } })
      .thenThrows('The team already exists', 409);
  });

  it('needs a name', () => {
    spec
      .given([])
      .when({ type: 'CreateTeam', data: { team_id: 't1', name: '   ', created_by: null, now } })
      .thenThrows('This field is required', 400);
    spec
      .given([created])
      .when({ type: 'UpdateTeam', data: { team_id: 't1', name: '', now } })
      .thenThrows('This field is required', 400);
  });

  it('takes a name of at most 100 characters', () => {
    const tooLong = 'Team name should be at most 100 characters';
    spec
      .given([])
      .when({ type: 'CreateTeam', data: { team_id: 't1', name: 'T'.repeat(101), created_by: null, now } })
      .thenThrows(tooLong, 400);
    spec
      .given([created])
      .when({ type: 'UpdateTeam', data: { team_id: 't1', name: ` ${'T'.repeat(100)} `, now } })
      .then([{ type: 'TeamRenamed', data: { team_id: 't1', name: 'T'.repeat(100), renamed_at: now } }]);
    spec
      .given([created])
      .when({ type: 'UpdateTeam', data: { team_id: 't1', name: 'T'.repeat(101), now } })
      .thenThrows(tooLong, 400);
  });

  it('is renamed and gets a logo', () => {
    spec
      .given([created])
      .when({ type: 'UpdateTeam', data: { team_id: 't1', name: 'Northwind', logo: { image_id: 'img-1' }, now: later } })
      .then([
        { type: 'TeamRenamed', data: { team_id: 't1', name: 'Northwind', renamed_at: later } },
        { type: 'TeamLogoChanged', data: { team_id: 't1', logo_image_id: 'img-1', changed_at: later } },
      ]);
  });

  it('records nothing when nothing changes, and keeps the logo when none is given', () => {
    const withLogo: TeamEvent = { type: 'TeamLogoChanged', data: { team_id: 't1', logo_image_id: 'img-1', changed_at: now } };
    spec
      .given([created, withLogo])
      .when({ type: 'UpdateTeam', data: { team_id: 't1', name: 'Northwind Consulting', now: later } })
      .then([]);
    spec
      .given([created, withLogo])
      .when({ type: 'UpdateTeam', data: { team_id: 't1', name: 'Northwind Consulting', logo: { image_id: 'img-1' }, now: later } })
      .then([]);
  });

  it('has its logo removed', () => {
    const withLogo: TeamEvent = { type: 'TeamLogoChanged', data: { team_id: 't1', logo_image_id: 'img-1', changed_at: now } };
    spec
      .given([created, withLogo])
      .when({ type: 'UpdateTeam', data: { team_id: 't1', name: 'Northwind Consulting', logo: { image_id: null }, now: later } })
      .then([{ type: 'TeamLogoChanged', data: { team_id: 't1', logo_image_id: null, changed_at: later } }]);
  });

  it('cannot be updated before it exists', () => {
    spec
      .given([])
      .when({ type: 'UpdateTeam', data: { team_id: 't1', name: 'X', now } })
      .thenThrows('Team not found', 404);
  });
});
