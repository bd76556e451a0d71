import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import type { CategoryEvent } from './category.ts';
import { categoryDecider } from './decide.ts';

const spec = deciderSpec(categoryDecider);
const now = '2026-11-24T10:00:00.000Z';
const created: CategoryEvent = {
  type: 'CategoryCreated',
  data: { category_id: 'c1', team_id: 't1', name: 'Culture', description: '', created_by: 'ada', created_at: now },
};

describe('Category', () => {
  it('is created with a trimmed name, once', () => {
    spec
      .given([])
      .when({ type: 'CreateCategory', data: { category_id: 'c1', team_id: 't1', name: ' Culture ', description: ' ', by: 'ada', now } })
      .then([created]);
    spec
      .given([created])
      .when({ type: 'CreateCategory', data: { category_id: 'c1', team_id: 't1', name: 'Culture', description: '', by: 'ada', now } })
      .thenThrows('The category already exists', 409);
  });

  it('needs a name', () => {
    spec
      .given([])
      .when({ type: 'CreateCategory', data: { category_id: 'c1', team_id: 't1', name: '  ', description: '', by: 'ada', now } })
      .thenThrows('Category name is required', 400);
    spec
      .given([created])
      .when({ type: 'RenameCategory', data: { team_id: 't1', name: '', description: '', now } })
      .thenThrows('Category name is required', 400);
  });

  it('is renamed only when something changed', () => {
    spec
      .given([created])
      .when({ type: 'RenameCategory', data: { team_id: 't1', name: 'Culture', description: '', now } })
      .then([]);
    spec
      .given([created])
      .when({ type: 'RenameCategory', data: { team_id: 't1', name: 'People', description: 'How people feel', now } })
      .then([{ type: 'CategoryRenamed', data: { category_id: 'c1', name: 'People', description: 'How people feel', renamed_at: now } }]);
  });

  it('does not exist for another team, nor once deleted', () => {
    spec
      .given([created])
      .when({ type: 'RenameCategory', data: { team_id: 't2', name: 'Mine', description: '', now } })
      .thenThrows('Could not find cat', 404);
    const deleted: CategoryEvent = { type: 'CategoryDeleted', data: { category_id: 'c1', deleted_by: 'ada', deleted_at: now } };
    spec
      .given([created])
      .when({ type: 'DeleteCategory', data: { team_id: 't1', assessments_count: 0, by: 'ada', now } })
      .then([deleted]);
    spec
      .given([created, deleted])
      .when({ type: 'DeleteCategory', data: { team_id: 't1', assessments_count: 0, by: 'ada', now } })
      .thenThrows('Could not find cat', 404);
  });

  it('is not deleted while it holds assessments', () => {
    spec
      .given([created])
      .when({ type: 'DeleteCategory', data: { team_id: 't1', assessments_count: 2, by: 'ada', now } })
      .thenThrows('Move or archive the assessments of this category before deleting it', 409);
  });
});
