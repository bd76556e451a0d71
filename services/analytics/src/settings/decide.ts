import { AnalyticsMessages } from '@canopy/contracts/analytics/api';
import type { EventOf } from '@canopy/contracts';
import type { MinimumGroupSizeSet } from '@canopy/contracts/analytics/events';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';

// A workspace's analytics settings. Stream: `analytics-settings-<workspace id>`.

export type SettingsEvent = EventOf<typeof MinimumGroupSizeSet>;
export type SettingsState = { minimum: number; openAnswers: number } | null;
export type SetMinimumGroupSize = {
  type: 'SetMinimumGroupSize';
  data: { workspace_id: string; minimum_group_size: number; minimum_group_size_open_answers: number; by: string; now: string };
};

const valid = (value: number) => Number.isInteger(value) && value >= 2 && value <= 100;

export const settingsDecider: Decider<SetMinimumGroupSize, SettingsEvent, SettingsState> = {
  initialState: () => null,
  evolve: (_state, event) => ({ minimum: event.data.minimum_group_size, openAnswers: event.data.minimum_group_size_open_answers }),
  decide: (command, state) => {
    const { workspace_id, minimum_group_size, minimum_group_size_open_answers, by, now } = command.data;
    if (!valid(minimum_group_size) || !valid(minimum_group_size_open_answers))
      throw new DomainError(AnalyticsMessages.minimumGroupSize, 400);
    if (state && state.minimum === minimum_group_size && state.openAnswers === minimum_group_size_open_answers) return [];
    return [
      { type: 'MinimumGroupSizeSet', data: { workspace_id, minimum_group_size, minimum_group_size_open_answers, set_by: by, set_at: now } },
    ];
  },
};
