import { actionPlanSlidesOf } from '@canopy/contracts/story/actionPlanSlide';
import { settingsLine } from '@canopy/contracts/story/settingsLine';
import { fileNameOf } from '@canopy/platform/download/attachment';
import type { Prelude } from '@canopy/platform/http/prelude';
import { buildDeck, type DeckImage } from '../deck/buildDeck.ts';
import type { AssignedWorkspace } from './storyAccess.ts';
import type { StoryPorts } from './storyPorts.ts';

export { assignedWorkspace as access } from './storyAccess.ts';

/** GET the story as a PowerPoint deck: a title slide, then a slide per snapshot with native charts from its figures */
export const downloadDeck =
  (ports: Pick<StoryPorts, 'stories' | 'workspaceRows' | 'teams' | 'images' | 'actionPlan'>) =>
  async (_input: unknown, prelude: Prelude<AssignedWorkspace>) => {
    const access = prelude.scope;
    const imageOf = async (id: string | null | undefined): Promise<DeckImage | null> => {
      const image = id ? await ports.images.read(id) : null;
      return image ? { bytes: image.bytes, contentType: image.contentType } : null;
    };
    const [story, snapshots, workspace, plan] = await Promise.all([
      ports.stories.story(access.id),
      ports.stories.snapshots(access.id),
      ports.workspaceRows.byId(access.id),
      // the action plan's slides after the snapshots (ADR 0143), as the Action Plans page reads it
      ports.actionPlan(access.id, access.team_id),
    ]);
    const team = await ports.teams.byId(access.team_id);
    const showTeam = story?.logo_team ?? true;
    const showWorkspace = story?.logo_workspace ?? true;
    const slides = [];
    // one image in memory at a time while reading; the deck itself holds them all
    for (const snapshot of snapshots) {
      slides.push({
        name: snapshot.name,
        filters: snapshot.kind === 'file' ? '' : settingsLine(snapshot.settings),
        comment: snapshot.comment,
        figures: snapshot.figures,
        image: await imageOf(snapshot.image_id),
      });
    }
    const bytes = await buildDeck({
      workspaceName: access.name,
      timeZone: access.time_zone,
      teamName: team?.name ?? '',
      frameColor: story?.frame_color ?? null,
      logos: {
        team: showTeam ? await imageOf(team?.logo_image_id) : null,
        workspace: showWorkspace ? await imageOf(workspace?.logo_image_id) : null,
      },
      slides,
      // the slides the Data Story shows on screen and by its link (ADR 0156)
      actionPlans: actionPlanSlidesOf(plan, access.time_zone).slides,
    });
    return { bytes, fileName: fileNameOf(`Data_Story_${access.name}.pptx`) };
  };
