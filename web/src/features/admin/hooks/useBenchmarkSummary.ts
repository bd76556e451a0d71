import { useQuery } from '@tanstack/react-query';
import { benchmarkSummaryQuery } from '../queries';

/** what benchmarks.csv would hold now: its questions and the workspaces and teams with enough answers */
export function useBenchmarkSummary() {
  return useQuery(benchmarkSummaryQuery());
}
