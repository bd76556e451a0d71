import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import { fileNameOf } from '@canopy/platform/download/attachment';
import type { CsvCell } from '@canopy/platform/download/csv';

export const NETWORK_CSV_HEADER = [
  'source_first_name',
  'source_last_name',
  'target_first_name',
  'target_last_name',
  'collaboration_type',
  'is_mutual',
  'friendly_score',
  'source_status',
  'source_percentile',
  'source_connectedness_score',
  'target_connectedness_score',
] as const;

/**
 * The network map as a spreadsheet's rows: one line per edge, named people first (the download helper guards the
 * cells a spreadsheet would run as formulas).
 */
export const networkRows = (map: CollaborationMap): CsvCell[][] => {
  const nodes = new Map(map.nodes.map((node) => [node.id, node]));
  return map.edges.map((edge) => {
    const source = nodes.get(edge.source);
    const target = nodes.get(edge.target);
    return [
      source?.first_name ?? '',
      source?.last_name ?? '',
      target?.first_name ?? '',
      target?.last_name ?? '',
      edge.type,
      edge.is_mutual ? 'yes' : 'no',
      edge.friendly_score,
      edge.filtered_status,
      edge.percentile,
      (source?.connectedness_score ?? 0).toFixed(3),
      (target?.connectedness_score ?? 0).toFixed(3),
    ];
  });
};

/** the download's file name: the workspace's name without what a file name cannot hold */
export const csvFileName = (workspaceName: string) => `${fileNameOf(workspaceName, 'workspace')}.csv`;
