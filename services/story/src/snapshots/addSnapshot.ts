import { ChartDataRequest } from '@canopy/contracts/analytics/api';
import { CollaborationFilters, type ParsedCollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { Text } from '@canopy/contracts';
import { SnapshotFormData, SnapshotName, SnapshotSettings, StoryMessages } from '@canopy/contracts/story/api';
import { settingsLine } from '@canopy/contracts/story/settingsLine';
import type { Prelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { parseFields } from '@canopy/platform/images/upload';
import type { ValidImage } from '@canopy/platform/images/validate';
import { z } from 'zod';
import type { MapFigure } from '../figures/mapOption.ts';
import { chartPng, mapPng } from '../figures/renderImage.ts';
import { requiredImage, type StoryForm } from '../http/storyImages.ts';
import type { AssignedWorkspace } from '../story/storyAccess.ts';
import type { StoryPorts } from '../story/storyPorts.ts';
import { saveSnapshot } from './saveSnapshot.ts';

export { assignedWorkspace as access } from '../story/storyAccess.ts';
/** the form's text fields: the snapshot's name and its data (SnapshotFormData as JSON) */
export const Input = z.object({ name: SnapshotName, data: Text().max(200_000) });

/** the collaboration map and its colour groups, as the caller may see them, under the page's filters */
export type MapOf = (workspaceId: string, filters: ParsedCollaborationFilters) => Promise<Pick<MapFigure, 'map' | 'groups'>>;

/**
 * POST a chart's, the map's or an uploaded image's snapshot. A chart snapshot stores the figures analytics computes
 * for its request under the caller's access (never figures the client sends) and an image drawn from them (ADR
 * 0064, 0113); a map snapshot's image is drawn from the map computed under the page's filters, its settings naming
 * the groups and the rate the server found (ADR 0132). An image the client sent is looked at only for an image kind.
 */
export const addSnapshot =
  (ports: StoryPorts) =>
  async ({ read }: { read: { form: StoryForm; mapOf: MapOf } }, prelude: Prelude<AssignedWorkspace>) => {
    const workspace = prelude.scope;
    const { form, mapOf } = read;
    const fields = parseFields(Input, form.fields);
    let data: z.infer<typeof SnapshotFormData>;
    try {
      data = SnapshotFormData.parse(JSON.parse(fields.data));
    } catch {
      throw httpError(400, 'body/data: the snapshot data is not valid');
    }
    let settings = SnapshotSettings.parse(data.settings);
    let chart = null;
    let figures = null;
    let image: ValidImage;
    if (data.kind === 'chart') {
      if (!data.chart) throw httpError(400, StoryMessages.chartRequired);
      const parsed = ChartDataRequest.safeParse(data.chart.request);
      if (!parsed.success) throw httpError(400, StoryMessages.chartRequired);
      chart = { block_id: data.chart.block_id, chart_id: data.chart.chart_id, request: parsed.data };
      figures = await ports.chartFigures(prelude.user, workspace.id, parsed.data);
      // a chart's image is drawn here from the figures just computed; an image the client sent is not looked at,
      // so no picture can show more than the figures do (ADR 0113)
      image = {
        contentType: 'image/png',
        bytes: await chartPng(figures, { title: fields.name, filters: settingsLine(settings), timeZone: workspace.time_zone }),
      };
    } else if (data.kind === 'map') {
      // the map's image likewise: drawn from the map the server computes under the page's filters, coloured and
      // sized as the page showed it; the rate under it is the server's, not the one the page sent (ADR 0132)
      const filters = CollaborationFilters.safeParse(data.map?.request);
      if (!data.map || !filters.success) throw httpError(400, StoryMessages.mapRequired);
      const { map, groups } = await mapOf(workspace.id, filters.data);
      const chosen = filters.data.is_all_participants ? [] : filters.data.groups_ids;
      const names = new Map(groups.map((group) => [group.id, group.name]));
      settings = {
        ...settings,
        is_all_participants: chosen.length === 0,
        groupsNames: chosen.map((id) => names.get(id)).filter((name): name is string => name !== undefined),
        connectedness_score: map.additionalInfo.connectedness_score,
      };
      const percentiles: [number, number] = settings.percentiles
        ? [settings.percentiles.start_range, settings.percentiles.end_range]
        : [1, 100];
      image = {
        contentType: 'image/png',
        bytes: await mapPng({ map, groups, view: data.map.view, percentiles }, { title: fields.name, filters: settingsLine(settings) }),
      };
    } else image = requiredImage(form);
    return saveSnapshot(ports, prelude, workspace.id, { kind: data.kind, name: fields.name, chart, figures, settings }, image);
  };
