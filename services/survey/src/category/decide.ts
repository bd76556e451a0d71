import { SurveyMessages } from '@canopy/contracts/survey/api';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { evolveCategory, type ActiveCategory, type CategoryEvent, type CategoryState } from './category.ts';

/** `team_id`: the caller's team (null only for the default library's own shelves); `now`: ISO time of the request */
export type CreateCategory = {
  type: 'CreateCategory';
  data: { category_id: string; team_id: string | null; name: string; description: string; by: string; now: string };
};
export type RenameCategory = { type: 'RenameCategory'; data: { team_id: string; name: string; description: string; now: string } };
/** `assessments_count`: the active assessments still on the shelf (the route reads them) */
export type DeleteCategory = { type: 'DeleteCategory'; data: { team_id: string; assessments_count: number; by: string; now: string } };
export type CategoryCommand = CreateCategory | RenameCategory | DeleteCategory;

/** another team's category, a default shelf or a deleted one does not exist for the caller */
const requireOwn = (state: CategoryState, teamId: string): ActiveCategory => {
  if (state.status !== 'active' || state.teamId !== teamId) throw new DomainError(SurveyMessages.categoryNotFound, 404);
  return state;
};

const requireName = (name: string) => {
  const trimmed = name.trim();
  if (trimmed === '') throw new DomainError(SurveyMessages.categoryNameRequired, 400);
  return trimmed;
};

export const decideCategory = (command: CategoryCommand, state: CategoryState): CategoryEvent[] => {
  switch (command.type) {
    case 'CreateCategory': {
      if (state.status !== 'none') throw new DomainError('The category already exists', 409);
      const { category_id, team_id, by, now } = command.data;
      return [
        {
          type: 'CategoryCreated',
          data: {
            category_id,
            team_id,
            name: requireName(command.data.name),
            description: command.data.description.trim(),
            created_by: by,
            created_at: now,
          },
        },
      ];
    }
    case 'RenameCategory': {
      const category = requireOwn(state, command.data.team_id);
      const name = requireName(command.data.name);
      const description = command.data.description.trim();
      if (name === category.name && description === category.description) return [];
      return [{ type: 'CategoryRenamed', data: { category_id: category.categoryId, name, description, renamed_at: command.data.now } }];
    }
    case 'DeleteCategory': {
      const category = requireOwn(state, command.data.team_id);
      if (command.data.assessments_count > 0) throw new DomainError(SurveyMessages.categoryNotEmpty, 409);
      return [
        { type: 'CategoryDeleted', data: { category_id: category.categoryId, deleted_by: command.data.by, deleted_at: command.data.now } },
      ];
    }
  }
};

export const categoryDecider: Decider<CategoryCommand, CategoryEvent, CategoryState> = {
  initialState: () => ({ status: 'none' }),
  decide: decideCategory,
  evolve: evolveCategory,
};
