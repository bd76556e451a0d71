import { COLLABORATOR_SEARCH_MIN, ParticipantsByLinkQuery, RespondentMessages } from '@canopy/contracts/survey/respondent';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import { type RespondentPorts, TokenParams } from './respondentPorts.ts';

export const Params = TokenParams;
export const Query = ParticipantsByLinkQuery;

/** the workspace's other participants to choose collaborators from (names only), searched from COLLABORATOR_SEARCH_MIN characters */
export const listCollaboratorCandidates =
  (ports: Pick<RespondentPorts, 'respondentOf' | 'workspaces' | 'roster'>) =>
  async ({ params, query }: { params: z.output<typeof Params>; query: z.output<typeof Query> }, prelude: PublicPrelude) => {
    const { link, participant } = await ports.respondentOf(params.token, prelude);
    const workspace = await ports.workspaces.key(link.workspace_id);
    if (!workspace) throw httpError(404, RespondentMessages.noPackage);
    const search = (query.search ?? '').trim();
    const rows = await ports.roster.names(link.workspace_id, workspace.group_classification, {
      search: [...search].length >= COLLABORATOR_SEARCH_MIN ? search : '',
      offset: query.offset,
      limit: query.limit,
      excluding: participant.id,
    });
    return {
      participants: rows.map((row) => ({
        id: row.id,
        first_name: row.first_name,
        last_name: row.last_name,
        identifier: row.identifier,
        is_collaborator: false,
        is_friendly: false,
        type_collaboration: null,
      })),
      all_count: rows[0]?.all_count ?? 0,
    };
  };
