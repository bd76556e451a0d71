import { type PackagePreferences, RespondentMessages } from '@canopy/contracts/survey/respondent';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import { LinkParams, type RespondentPorts } from './respondentPorts.ts';

export const Params = LinkParams;

/** a link's welcome: team, workspace, languages, texts; who a personal link is for */
export const readPreferences =
  (ports: Pick<RespondentPorts, 'open' | 'packageOf' | 'workspaces' | 'teams' | 'roster' | 'images'>) =>
  async ({ params }: { params: z.output<typeof Params> }, prelude: PublicPrelude): Promise<PackagePreferences> => {
    const { link, participantId } = await ports.open(params.link, prelude);
    const pkg = await ports.packageOf(link);
    const [workspace, team] = await Promise.all([ports.workspaces.byId(link.workspace_id), ports.teams.byId(link.team_id)]);
    if (!workspace) throw httpError(404, RespondentMessages.noPackage);
    let personal: PackagePreferences['data']['personal_data'] = null;
    if (participantId) {
      const participant = await ports.roster.member(link.workspace_id, participantId);
      if (!participant) throw httpError(404, RespondentMessages.noParticipant);
      personal = {
        link: link.link_id,
        token: params.link,
        participant_id: participant.id,
        first_name: participant.first_name,
        last_name: participant.last_name,
      };
    }
    return {
      data: {
        package_id: pkg.id,
        package_name: pkg.name,
        link_created_at: link.created_at.toISOString(),
        // signed image URLs open without a session (ADR 0007), which a respondent never has; the package's flags
        // say whether its page shows each owner's logo at all
        team: pkg.logo_team && team ? { name: team.name, logo_url: ports.images.urlFor(team.logo_image_id) } : null,
        workspace: {
          name: workspace.name,
          logo_url: pkg.logo_workspace ? ports.images.urlFor(workspace.logo_image_id) : null,
          is_active_group_classification: workspace.group_classification !== 'none',
          group_classification: workspace.group_classification,
        },
        languages_tags: pkg.languages_tags,
        welcome_screen_title: pkg.welcome_screen_title,
        welcome_screen_description: pkg.welcome_screen_description,
        is_attributed: pkg.is_attributed,
        personal_data: personal,
      },
    };
  };
