import type { CsvUploadConfiguration, MatchingTemplate } from '@canopy/contracts/participants/api';
import { matchingTemplateStreamId } from '@canopy/contracts/participants/templateEvents';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { streamCommand } from '@canopy/platform/commands/streamCommand';
import { createMatchingTemplatesReader } from '@canopy/projections/workspace/matchingTemplates/read';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { matchingTemplateDecider, settingsOf, type SaveMatchingTemplate } from './matchingTemplate.ts';
import { templateDataOf } from './templateData.ts';

/** the read model GET matching-template reads next: a save waits for it (read-your-writes) */
const TEMPLATE_READ_MODELS = ['matching_templates'] as const;

/** saving a workspace's matching template (its decider) and reading it (the `matching_templates` projection) */
export const createTemplateStore = (deps: ServiceDeps) => {
  const save = streamCommand(deps, matchingTemplateDecider, matchingTemplateStreamId, TEMPLATE_READ_MODELS);
  return {
    /** saves an import's mapping as the workspace's template (true when something changed) */
    async saveMapping(
      workspaceId: string,
      configuration: CsvUploadConfiguration,
      header: string[] | null,
      context: CommandContext,
    ): Promise<boolean> {
      const command: SaveMatchingTemplate = {
        type: 'SaveMatchingTemplate',
        data: {
          workspace_id: workspaceId,
          first_row_is_header: configuration.first_row_is_header,
          ...settingsOf(configuration),
          data: templateDataOf(configuration, header),
          by: context.actor,
          now: context.now.toISOString(),
        },
      };
      const result = await save(workspaceId, command, context);
      return result.appended !== null;
    },
    read: (workspaceId: string): Promise<MatchingTemplate | null> =>
      createMatchingTemplatesReader(deps.platform.pool).ofWorkspace(workspaceId),
  };
};
