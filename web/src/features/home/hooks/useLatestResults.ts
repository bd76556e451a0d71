import { AnalyticsFilters, type ChartDataRequest } from '@canopy/contracts/analytics/api';
import { useQueries, useQuery } from '@tanstack/react-query';
import { blocksQuery, chartQuery } from '../../culture/queries';
import { type Headline, headlineOf, type LeadCycles, leadCyclesOf } from '../latest/latestCycle';
import { participationQuery } from '../queries';

export type AssessmentHeadline = { blockId: string; name: string; headline: Headline };

/**
 * Home's lead: the latest answered cycle with the one before, and each culture assessment's All participants figure
 * in it, asked of the chart API in the Cycles view (the call a Culture card makes, so it shares the card's cache).
 */
export function useLatestResults(workspaceId: string): {
  lead: LeadCycles | null;
  headlines: AssessmentHeadline[];
  cycleEnd: string | null;
  isLoading: boolean;
  figuresLoading: boolean;
  error: unknown;
} {
  const participation = useQuery(participationQuery(workspaceId));
  const blocks = useQuery(blocksQuery(workspaceId));
  const lead = leadCyclesOf(participation.data ?? []);
  const cycleIds = lead ? [...(lead.before ? [lead.before.cycleId] : []), lead.latest.cycleId] : [];
  // one average chart per culture assessment with answers: its All participants bar is the headline
  const averages = (blocks.data?.blocks ?? []).flatMap((block) => {
    const chart = block.charts.find((candidate) => candidate.type === 'type1' && candidate.assessment_id);
    return block.origin === 'default' && block.has_answers && chart ? [{ block, chart }] : [];
  });
  const requestOf = (assessmentId: string): ChartDataRequest => ({
    ...AnalyticsFilters.parse({ cycles_ids: cycleIds }),
    type: 'type1',
    view: 'cycles',
    assessment_id: assessmentId,
  });
  const charts = useQueries({
    queries: averages.map(({ chart }) => ({
      ...chartQuery(workspaceId, chart.id, requestOf(chart.assessment_id ?? '')),
      enabled: lead !== null,
    })),
  });
  const headlines = lead
    ? averages.flatMap(({ block }, index) => {
        const headline = headlineOf(charts[index]?.data, lead.latest.cycleId);
        return headline ? [{ blockId: block.id, name: block.name, headline }] : [];
      })
    : [];
  const cycleEnd = lead ? (blocks.data?.cycles.find((cycle) => cycle.id === lead.latest.cycleId)?.cycle_end_date ?? null) : null;
  return {
    lead,
    headlines,
    cycleEnd,
    isLoading: participation.isLoading,
    figuresLoading: blocks.isLoading || charts.some((chart) => chart.isLoading),
    error: participation.error ?? blocks.error,
  };
}
