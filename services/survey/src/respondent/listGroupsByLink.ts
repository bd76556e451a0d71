import { RespondentMessages } from '@canopy/contracts/survey/respondent';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import { LinkParams, type RespondentPorts } from './respondentPorts.ts';

export const Params = LinkParams;

/** the values of the link's workspace's group classification, to filter the name pick by */
export const listGroupsByLink =
  (ports: Pick<RespondentPorts, 'open' | 'workspaces' | 'roster'>) =>
  async ({ params }: { params: z.output<typeof Params> }, prelude: PublicPrelude) => {
    const { link } = await ports.open(params.link, prelude);
    const workspace = await ports.workspaces.key(link.workspace_id);
    if (!workspace) throw httpError(404, RespondentMessages.noPackage);
    return { groups: await ports.roster.groupValues(link.workspace_id, workspace.group_classification) };
  };
