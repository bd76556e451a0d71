import { Alert, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { errorDetail } from '../../shared/api/http';
import { useBenchmarkParticipation } from './hooks/useBenchmarkParticipation';

/** the Team page's benchmark setting: the team's workspaces feed the platform benchmark unless it opts out */
export function BenchmarkParticipationCard() {
  const { query, save } = useBenchmarkParticipation();
  const takesPart = query.data ? !query.data.opted_out : true;
  return (
    <Card component="section" p="xl" aria-labelledby="benchmark-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg" id="benchmark-title">
            Platform benchmark
          </Title>
          <Switch
            label="Include our workspaces"
            checked={takesPart}
            disabled={!query.data || save.isPending}
            onChange={(event) => save.mutate(!event.currentTarget.checked)}
          />
        </Group>
        <Text fz="sm" c="dimmed" maw={720}>
          The benchmark shows, per question of the Canopy Library, the median and quartiles of workspaces' own averages. A workspace counts
          once, never by name, only with enough respondents, and only where at least five workspaces of three teams answered.
        </Text>
        {save.error && (
          <Alert color="red" role="alert">
            {errorDetail(save.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
