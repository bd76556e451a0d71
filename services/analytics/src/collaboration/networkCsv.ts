import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import { stringify } from 'csv-stringify/sync';

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
 * The network map as a spreadsheet: one line per edge, named people first. A cell that a spreadsheet would run as
 * a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe.
 */
export const networkCsv = (map: CollaborationMap): string => {
  const nodes = new Map(map.nodes.map((node) => [node.id, node]));
  const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  const rows = map.edges.map((edge) => {
    const source = nodes.get(edge.source);
    const target = nodes.get(edge.target);
    return [
      safe(source?.first_name ?? ''),
      safe(source?.last_name ?? ''),
      safe(target?.first_name ?? ''),
      safe(target?.last_name ?? ''),
      edge.type,
      edge.is_mutual ? 'yes' : 'no',
      edge.friendly_score,
      edge.filtered_status,
      edge.percentile,
      (source?.connectedness_score ?? 0).toFixed(3),
      (target?.connectedness_score ?? 0).toFixed(3),
    ];
  });
  return stringify([[...NETWORK_CSV_HEADER], ...rows], { bom: true });
};

/** the download's file name: the workspace's name without what a file name cannot hold */
export const csvFileName = (workspaceName: string) => {
  const cleaned = [...workspaceName].map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('');
  return `${cleaned.trim() || 'workspace'}.csv`;
};
