import { isDeepStrictEqual } from 'node:util';
import type { EventOf } from '@canopy/contracts';
import type { TemplateData } from '@canopy/contracts/participants/api';
import type { MatchingTemplateSaved } from '@canopy/contracts/participants/templateEvents';
import type { Decider } from '@canopy/platform/commands/decider';

// The Matching template aggregate: the CSV mapping a workspace's imports save and offer next time.
// Stream: matchingTemplateStreamId(workspaceId).

export type MatchingTemplateEvent = EventOf<typeof MatchingTemplateSaved>;
type Saved = MatchingTemplateEvent['data'];
type Settings = Omit<Saved, 'workspace_id' | 'first_row_is_header' | 'data' | 'saved_by' | 'saved_at'>;

export type MatchingTemplateState =
  | { status: 'none' }
  | {
      status: 'saved';
      first_row_is_header: boolean;
      settings: Settings;
      with_header: TemplateData | null;
      without_header: TemplateData | null;
    };

/** `now`: ISO time of the request */
export type SaveMatchingTemplate = {
  type: 'SaveMatchingTemplate';
  data: Omit<Saved, 'saved_by' | 'saved_at'> & { by: string; now: string };
};

/** the import settings a template keeps, picked from a saved template or an import's configuration */
export const settingsOf = ({
  comment_char,
  delimiter_char,
  hiring_date_format,
  birth_date_format,
  phone_format,
  phone_code,
}: Settings): Settings => ({
  comment_char,
  delimiter_char,
  hiring_date_format,
  birth_date_format,
  phone_format,
  phone_code,
});

export const evolveMatchingTemplate = (state: MatchingTemplateState, event: MatchingTemplateEvent): MatchingTemplateState => {
  const { first_row_is_header, data } = event.data;
  const before = state.status === 'saved' ? state : { with_header: null, without_header: null };
  return {
    status: 'saved',
    first_row_is_header,
    settings: settingsOf(event.data),
    with_header: first_row_is_header ? data : before.with_header,
    without_header: first_row_is_header ? before.without_header : data,
  };
};

/** saves the mapping of an import; saving the template as it stands records nothing */
export const decideMatchingTemplate = (command: SaveMatchingTemplate, state: MatchingTemplateState): MatchingTemplateEvent[] => {
  const { by, now, ...template } = command.data;
  if (
    state.status === 'saved' &&
    state.first_row_is_header === template.first_row_is_header &&
    isDeepStrictEqual(state.settings, settingsOf(template)) &&
    isDeepStrictEqual(template.first_row_is_header ? state.with_header : state.without_header, template.data)
  ) {
    return [];
  }
  return [{ type: 'MatchingTemplateSaved', data: { ...template, saved_by: by, saved_at: now } }];
};

export const matchingTemplateDecider: Decider<SaveMatchingTemplate, MatchingTemplateEvent, MatchingTemplateState> = {
  initialState: () => ({ status: 'none' }),
  decide: decideMatchingTemplate,
  evolve: evolveMatchingTemplate,
};
