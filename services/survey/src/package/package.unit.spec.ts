import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { packageDecider } from './decide.ts';
import type { PackageEvent, PackageFields } from './package.ts';

const spec = deciderSpec(packageDecider);
const now = '2026-11-24T10:00:00.000Z';
const fields = (change: Partial<PackageFields> = {}): PackageFields => ({
  name: 'Spring pulse',
  description: '',
  languages_tags: ['en_US'],
  is_scheduled: false,
  logo_team: true,
  logo_workspace: false,
  welcome_screen_title: {},
  welcome_screen_description: {},
  is_attributed: false,
  ...change,
});
const created: PackageEvent = {
  type: 'PackageCreated',
  data: { package_id: 'p1', workspace_id: 'w1', team_id: 't1', ...fields(), created_by: 'ada', created_at: now },
};
const relation = (assessment_id: string, relation: boolean, assessment_archived = false, team_id = 't1') =>
  ({ type: 'SetPackageAssessment', data: { team_id, assessment_id, relation, assessment_archived, now } }) as const;
const added: PackageEvent = { type: 'AssessmentAddedToPackage', data: { package_id: 'p1', assessment_id: 'a1', added_at: now } };

describe('Package', () => {
  it('always speaks English and keeps welcome texts only in the languages it speaks', () => {
    spec
      .given([])
      .when({
        type: 'CreatePackage',
        data: {
          package_id: 'p1',
          workspace_id: 'w1',
          team_id: 't1',
          fields: fields({
            name: ' Spring pulse ',
            languages_tags: ['es_ES'],
            welcome_screen_title: { en_US: 'Welcome', es_ES: 'Bienvenida', fr_FR: 'Bienvenue' },
          }),
          by: 'ada',
          now,
        },
      })
      .then([
        {
          type: 'PackageCreated',
          data: { ...created.data, languages_tags: ['en_US', 'es_ES'], welcome_screen_title: { en_US: 'Welcome', es_ES: 'Bienvenida' } },
        },
      ]);
  });

  it('needs a name', () => {
    spec
      .given([])
      .when({
        type: 'CreatePackage',
        data: { package_id: 'p1', workspace_id: 'w1', team_id: 't1', fields: fields({ name: ' ' }), by: 'ada', now },
      })
      .thenThrows('Package name is required', 400);
    spec
      .given([created])
      .when({ type: 'UpdatePackage', data: { team_id: 't1', fields: fields({ name: '' }), now } })
      .thenThrows('Package name is required', 400);
  });

  it('records an update only when something changed', () => {
    spec
      .given([created])
      .when({ type: 'UpdatePackage', data: { team_id: 't1', fields: fields(), now } })
      .then([]);
    spec
      .given([created])
      .when({ type: 'UpdatePackage', data: { team_id: 't1', fields: fields({ logo_workspace: true }), now } })
      .then([{ type: 'PackageUpdated', data: { package_id: 'p1', ...fields({ logo_workspace: true }), updated_at: now } }]);
  });

  it('adds and removes assessments once each, never an archived one', () => {
    spec.given([created]).when(relation('a1', true)).then([added]);
    spec.given([created, added]).when(relation('a1', true)).then([]);
    spec
      .given([created, added])
      .when(relation('a1', false))
      .then([{ type: 'AssessmentRemovedFromPackage', data: { package_id: 'p1', assessment_id: 'a1', removed_at: now } }]);
    spec.given([created]).when(relation('a1', false)).then([]);
    spec
      .given([created])
      .when(relation('a2', true, true))
      .thenThrows('An archived assessment cannot be added to a package', 400);
  });

  it('does not exist for another team, nor once deleted', () => {
    spec
      .given([created])
      .when(relation('a1', true, false, 't2'))
      .thenThrows('Could not find package', 404);
    const deleted: PackageEvent = { type: 'PackageDeleted', data: { package_id: 'p1', deleted_by: 'ada', deleted_at: now } };
    spec
      .given([created])
      .when({ type: 'DeletePackage', data: { team_id: 't1', by: 'ada', now } })
      .then([deleted]);
    spec
      .given([created, deleted])
      .when({ type: 'UpdatePackage', data: { team_id: 't1', fields: fields(), now } })
      .thenThrows('Could not find package', 404);
  });

  it('stays scheduled while it has scheduled messages, and is deleted with them only when confirmed', () => {
    const scheduled: PackageEvent = {
      type: 'PackageCreated',
      data: { package_id: 'p1', workspace_id: 'w1', team_id: 't1', ...fields({ is_scheduled: true }), created_by: 'ada', created_at: now },
    };
    spec
      .given([scheduled])
      .when({ type: 'UpdatePackage', data: { team_id: 't1', fields: fields({ is_scheduled: false }), now, has_scheduled_messages: true } })
      .thenThrows('The package has scheduled messages: delete them before unscheduling it', 409);
    spec
      .given([scheduled])
      .when({ type: 'DeletePackage', data: { team_id: 't1', by: 'ada', now, has_scheduled_messages: true } })
      .thenThrows('The package has scheduled messages: confirm to delete it with them', 409);
    spec
      .given([scheduled])
      .when({ type: 'DeletePackage', data: { team_id: 't1', by: 'ada', now, has_scheduled_messages: true, confirmed: true } })
      .then([{ type: 'PackageDeleted', data: { package_id: 'p1', deleted_by: 'ada', deleted_at: now } }]);
  });

  it('is confidential or attributed by choice until its link is made, then stays what its respondents were told', () => {
    spec
      .given([created])
      .when({ type: 'UpdatePackage', data: { team_id: 't1', fields: fields({ is_attributed: true }), now, has_link: false } })
      .then([{ type: 'PackageUpdated', data: { package_id: 'p1', ...fields({ is_attributed: true }), updated_at: now } }]);
    spec
      .given([created])
      .when({ type: 'UpdatePackage', data: { team_id: 't1', fields: fields({ is_attributed: true }), now, has_link: true } })
      .thenThrows('This package already has a link: whether its answers are seen with names can no longer be changed', 409);
    const attributed: PackageEvent = {
      type: 'PackageCreated',
      data: { package_id: 'p1', workspace_id: 'w1', team_id: 't1', ...fields({ is_attributed: true }), created_by: 'ada', created_at: now },
    };
    spec
      .given([attributed])
      .when({ type: 'UpdatePackage', data: { team_id: 't1', fields: fields({ is_attributed: false }), now, has_link: true } })
      .thenThrows('This package already has a link: whether its answers are seen with names can no longer be changed', 409);
    // an edit that does not name the choice keeps the package's own, whatever a stale read said
    const { is_attributed: _unnamed, ...unnamed } = fields({ name: 'Autumn' });
    spec
      .given([attributed])
      .when({ type: 'UpdatePackage', data: { team_id: 't1', fields: unnamed, now, has_link: true } })
      .then([{ type: 'PackageUpdated', data: { package_id: 'p1', ...fields({ is_attributed: true, name: 'Autumn' }), updated_at: now } }]);
    // other fields still change once the link exists
    spec
      .given([attributed])
      .when({
        type: 'UpdatePackage',
        data: { team_id: 't1', fields: fields({ is_attributed: true, name: 'Autumn' }), now, has_link: true },
      })
      .then([{ type: 'PackageUpdated', data: { package_id: 'p1', ...fields({ is_attributed: true, name: 'Autumn' }), updated_at: now } }]);
  });
});
