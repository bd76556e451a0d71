import { z } from 'zod';
import { Text } from '../platform/text.ts';
import { defineEvent } from '../platform/eventContract.ts';
import { TemplateData, templateSettingsShape } from './api.ts';

// Events of a workspace's matching template: the CSV column mapping its imports save.
// Stream: `matching-template-<workspace id>`. A template names columns and groups, never a person.

export const matchingTemplateStreamId = (workspaceId: string) => `matching-template-${workspaceId}`;

/**
 * An import saved its mapping. `first_row_is_header` says which slot `data` fills: by header text (true)
 * or by position (false); the other slot keeps what was saved before.
 */
export const MatchingTemplateSaved = defineEvent(
  'MatchingTemplateSaved',
  z.object({
    ...templateSettingsShape,
    data: TemplateData,
    saved_by: Text(),
    saved_at: z.iso.datetime({ offset: true }),
  }),
);

export const matchingTemplateEvents = [MatchingTemplateSaved] as const;
