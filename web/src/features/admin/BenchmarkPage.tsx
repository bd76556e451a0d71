import { AdminPaths, BENCHMARK_MIN_TEAMS, BENCHMARK_MIN_WORKSPACES } from '@canopy/contracts';
import { Alert, Button, Card, List, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { errorDetail } from '../../shared/api/http';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AdminNav } from './AdminNav';
import { useDownloadReport } from './hooks/useDownloadReport';

/** /admin/benchmarks-csv-report: benchmarks.csv, no choice to make */
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
