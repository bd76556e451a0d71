import type { EventOf } from '@canopy/contracts';
import type { CategoryCreated, CategoryDeleted, CategoryRenamed } from '@canopy/contracts/survey/events';

// The Category aggregate: a shelf of a team's library (or of the default library, without a team).
// Stream: `category-<category id>`.

export type CategoryEvent = EventOf<typeof CategoryCreated> | EventOf<typeof CategoryRenamed> | EventOf<typeof CategoryDeleted>;

export type ActiveCategory = { status: 'active'; categoryId: string; teamId: string | null; name: string; description: string };
export type CategoryState = { status: 'none' } | ActiveCategory | { status: 'deleted' };

export const categoryStreamId = (categoryId: string) => `category-${categoryId}`;

export const evolveCategory = (state: CategoryState, event: CategoryEvent): CategoryState => {
  switch (event.type) {
    case 'CategoryCreated':
      return {
        status: 'active',
        categoryId: event.data.category_id,
        teamId: event.data.team_id,
        name: event.data.name,
        description: event.data.description,
      };
    case 'CategoryRenamed':
      return state.status === 'active' ? { ...state, name: event.data.name, description: event.data.description } : state;
    case 'CategoryDeleted':
      return { status: 'deleted' };
  }
};
