import type { Block, BlocksResponse, ChartDataRequest } from '@canopy/contracts/analytics/api';
import { chartRequestOf, filtersOf, KNOWN_CHART_TYPES, startSettingsOf } from './chartRequest';
import type { CultureStart } from './cultureLink';

const openedKey = (workspaceId: string) => `canopy.culture.opened.${workspaceId}`;

const readOpened = (workspaceId: string): string[] | null => {
  try {
    const value = JSON.parse(localStorage.getItem(openedKey(workspaceId)) ?? 'null');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
  } catch {
    return null;
  }
};

/** remembers which blocks the consultant left open in the workspace */
export const storeOpened = (workspaceId: string, ids: string[]) => localStorage.setItem(openedKey(workspaceId), JSON.stringify(ids));

/**
 * The blocks open when the page opens: the ones the consultant left open, else the first block with answers (not an
 * empty custom block); a block asked for by the address (?block=, from the Visualizations page) opens too
 */
export function openedAtStart(workspaceId: string, blocks: readonly Block[], asked: string | null): string[] {
  const first = blocks.find((block) => block.has_answers) ?? blocks[0];
  const remembered = readOpened(workspaceId) ?? (first ? [first.id] : []);
  return asked && !remembered.includes(asked) ? [...remembered, asked] : remembered;
}

/** the blocks the assessment filter keeps: custom blocks mix assessments and always show */
export const shownBlocks = (blocks: readonly Block[], assessment: string | null) =>
  blocks.filter((block) => !assessment || block.origin === 'custom' || block.assessment_id === assessment);

/** the default block of each assessment: its name and questions, for the charts of custom blocks too */
export const assessmentBlocks = (blocks: readonly Block[]) =>
  new Map(blocks.filter((block) => block.origin === 'default').map((block) => [block.assessment_id, block]));

/** every chart call the page makes as it opens: the charts of the open blocks, with the filters it starts from */
export function chartRequestsAtStart(
  workspaceId: string,
  data: BlocksResponse,
  start: CultureStart,
): Array<{ chartId: string; request: ChartDataRequest }> {
  if (data.blocks.length === 0 || !data.has_answers) return [];
  const opened = new Set(openedAtStart(workspaceId, data.blocks, start.block));
  const filters = filtersOf(start.groups, start.period, start.range);
  const assessmentOf = assessmentBlocks(data.blocks);
  return shownBlocks(data.blocks, start.assessment)
    .filter((block) => opened.has(block.id))
    .flatMap((block) =>
      block.charts
        .filter((chart) => KNOWN_CHART_TYPES.has(chart.type))
        .map((chart) => {
          const questions = assessmentOf.get(chart.assessment_id)?.questions ?? block.questions;
          const settings = startSettingsOf(chart, questions, chart.id === start.chart ? start : undefined);
          return { chartId: chart.id, request: chartRequestOf(chart, filters, settings) };
        }),
    );
}
