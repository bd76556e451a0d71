import { LinkType, NAME_SEARCH_MIN, ParticipantsByLinkQuery, RespondentMessages } from '@canopy/contracts/survey/respondent';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import { LinkParams, type RespondentPorts } from './respondentPorts.ts';

export const Params = LinkParams.extend({ linkType: LinkType });
export const Query = ParticipantsByLinkQuery;

/** the link's workspace's participants to pick a name from (names only), searched from NAME_SEARCH_MIN characters */
export const listParticipantsByLink =
  (ports: Pick<RespondentPorts, 'open' | 'workspaces' | 'roster'>) =>
  async ({ params, query }: { params: z.output<typeof Params>; query: z.output<typeof Query> }, prelude: PublicPrelude) => {
    const { link } = await ports.open(params.link, prelude);
    const workspace = await ports.workspaces.key(link.workspace_id);
    if (!workspace) throw httpError(404, RespondentMessages.noPackage);
    const search = (query.search ?? '').trim();
    const rows = await ports.roster.names(link.workspace_id, workspace.group_classification, {
      search: [...search].length >= NAME_SEARCH_MIN ? search : '',
      offset: query.offset,
      limit: query.limit,
      group: query.group ?? '',
    });
    return rows.map((row) => ({ ...row, group_classification: workspace.group_classification }));
  };
