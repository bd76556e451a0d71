import { formatDateTime } from '../../shared/format/dates';
import { Alert, Badge, Card, Group, Loader, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { isApiError } from '../../shared/api/http';
import { usePlatformHealth } from './hooks/usePlatformHealth';
import { HEALTH_REFRESH_MS } from './queries';
import { ProjectionStateBadge, humanise } from './ProjectionStateBadge';
import type { PlatformHealth } from './schemas';
import { plainStatus } from './plainStatus';
import { IconAlertCircle } from '@tabler/icons-react';

const lagFormat = new Intl.NumberFormat(undefined);

/** What went wrong, in words for the person looking at the page. */
function describeError(error: unknown): string {
  if (isApiError(error)) {
    return error.isUnreachable ? 'The Canopy API could not be reached.' : error.detail;
  }
  return 'The status check failed unexpectedly.';
}

function OverallBadge({ health, error }: { health: PlatformHealth | undefined; error: unknown }) {
  if (error) {
    return (
      <Badge color="red" variant="light" size="lg" tt="none" style={{ flexShrink: 0 }}>
        {isApiError(error) && error.isUnreachable ? 'Unreachable' : 'Unavailable'}
      </Badge>
    );
  }
  if (!health) return <Loader size="xs" aria-label="Checking platform status" />;
  const ready = health.status === 'ready';
  return (
    <Badge color={ready ? 'canopy' : 'orange'} variant="light" size="lg" tt="none" style={{ flexShrink: 0 }}>
      {ready ? 'Ready' : humanise(health.status)}
    </Badge>
  );
}

function ProjectionTable({ health }: { health: PlatformHealth }) {
  if (health.projections.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        No projections are registered yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-label="Projections">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Projection</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th ta="right" title="Events in the log this projection has not applied yet">
              Lag (events)
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {health.projections.map((projection) => (
            <Table.Tr key={projection.name}>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'break-word' }}>
                  {projection.name}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <ProjectionStateBadge state={projection.state} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" c={projection.lag > 0 ? undefined : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {lagFormat.format(projection.lag)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LoadingRows() {
  return (
    <Stack gap="sm" py="xs" aria-hidden>
      <Skeleton height={14} width="40%" />
      <Skeleton height={14} width="70%" />
      <Skeleton height={14} width="55%" />
    </Stack>
  );
}

/**
 * Readiness of the platform, polled every 5 s. Platform administrators (`detailed`) see the database and every
 * read model's state and lag; everyone else one plain line, since those names mean nothing outside operations.
 */
export function PlatformStatusCard({ detailed }: { detailed: boolean }) {
  const { data: health, error, isError, isPending, dataUpdatedAt, errorUpdatedAt } = usePlatformHealth();
  const checkedAt = Math.max(dataUpdatedAt, errorUpdatedAt);

  return (
    <Card component="section" aria-labelledby="platform-status-title">
      <Group justify="space-between" align="center" mb="md" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="platform-status-title">
            Platform status
          </Title>
          <Text size="sm" c="dimmed" data-testid="platform-status-line">
            {detailed ? 'Database and read-model projections' : plainStatus(health, isError)}
          </Text>
        </Stack>
        <OverallBadge health={health} error={isError ? error : null} />
      </Group>

      {detailed && (
        <Stack gap="md">
          {isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="Platform status unavailable">
              <Text size="sm">{describeError(error)}</Text>
              <Text size="xs" c="dimmed" mt={4}>
                {health ? 'Showing the last known status. ' : ''}Trying again every {HEALTH_REFRESH_MS / 1000} seconds.
              </Text>
            </Alert>
          )}

          {isPending && !isError && <LoadingRows />}

          {health && health.status !== 'ready' && !isError && (
            <Alert color="orange" icon={<IconAlertCircle size={18} />} title="The platform is not ready">
              <Text size="sm">{health.detail ?? 'The platform reported that it is not ready.'}</Text>
            </Alert>
          )}

          {health && (
            <>
              <Group justify="space-between" px="md" py="xs" bg="bark.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <Text size="sm" fw={500}>
                  Database
                </Text>
                <Badge color={health.database ? 'canopy' : 'red'} variant="dot" tt="none" size="md">
                  {health.database ? 'Connected' : 'Unavailable'}
                </Badge>
              </Group>
              <ProjectionTable health={health} />
            </>
          )}
        </Stack>
      )}

      <Text size="xs" c="dimmed" mt="md">
        Refreshes every {HEALTH_REFRESH_MS / 1000} seconds
        {checkedAt > 0 ? ` · last checked ${formatDateTime(checkedAt)}` : ''}
      </Text>
    </Card>
  );
}
