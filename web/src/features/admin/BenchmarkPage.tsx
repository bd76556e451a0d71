import { AdminPaths, BENCHMARK_MIN_TEAMS, BENCHMARK_MIN_WORKSPACES } from '@canopy/contracts';
import type { BenchmarkSummary } from '@canopy/contracts';
import { Alert, Button, Card, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { errorDetail } from '../../shared/api/http';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AdminNav } from './AdminNav';
import { useBenchmarkSummary } from './hooks/useBenchmarkSummary';
import { useDownloadReport } from './hooks/useDownloadReport';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** why the file is empty: the rule's minimums against the workspaces and teams that have enough answers today */
export const emptyBenchmarkText = (summary: BenchmarkSummary) =>
  `No question qualifies yet, so benchmarks.csv holds its header row only. A question is written once at least ${plural(summary.min_workspaces, 'workspace', 'workspaces')} of at least ${plural(summary.min_teams, 'team', 'teams')} answered it, each with at least its minimum group size; today ${plural(summary.workspaces, 'workspace', 'workspaces')} of ${plural(summary.teams, 'team', 'teams')} ${summary.workspaces === 1 ? 'has' : 'have'} enough answers to a Canopy Library question.`;

/** what the file holds now: how many questions, or why none */
function BenchmarkStatus() {
  const summary = useBenchmarkSummary();
  if (summary.isLoading) return <Skeleton h={40} />;
  if (summary.error) return <Text c="red.7">{errorDetail(summary.error)}</Text>;
  if (!summary.data) return null;
  if (summary.data.questions === 0) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle />} role="status" data-testid="benchmark-empty">
        {emptyBenchmarkText(summary.data)}
      </Alert>
    );
  }
  return (
    <Text fz="sm" data-testid="benchmark-status">
      {plural(summary.data.questions, 'question qualifies', 'questions qualify')}, from{' '}
      {plural(summary.data.workspaces, 'workspace', 'workspaces')} of {plural(summary.data.teams, 'team', 'teams')}.
    </Text>
  );
}

/** /admin/benchmarks-csv-report: benchmarks.csv, no choice to make; the page says first what it holds, or why nothing */
export function BenchmarkPage() {
  usePageTitle('Benchmark Report');
  const download = useDownloadReport();
  return (
    <>
      <PageHeader eyebrow="Admin" title="Benchmark Report" description="Where workspaces stand on each question of the Canopy Library." />
      <AdminNav />
      <Card p="xl" maw={760}>
        <Stack gap="md">
          <List fz="sm" spacing={6}>
            <List.Item>
              One row per question of the Canopy Library: the median, 25th and 75th percentiles and the number of workspaces.
            </List.Item>
            <List.Item>
              Each workspace counts once, by its own average; one with fewer respondents than its minimum group size is left out.
            </List.Item>
            <List.Item>
              A question is written only when at least {BENCHMARK_MIN_WORKSPACES} workspaces of at least {BENCHMARK_MIN_TEAMS} teams
              answered it. Teams that opted out on their Team page are not counted.
            </List.Item>
          </List>
          <BenchmarkStatus />
          {download.error && (
            <Alert color="red" role="alert">
              {errorDetail(download.error)}
            </Alert>
          )}
          <Text fz="xs" c="dimmed">
            benchmarks.csv
          </Text>
          <Button
            w="fit-content"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate({ path: AdminPaths.benchmarks, fallbackName: 'benchmarks.csv' })}
          >
            Export
          </Button>
        </Stack>
      </Card>
    </>
  );
}
