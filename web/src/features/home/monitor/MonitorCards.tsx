import { formatDateTime, formatDay } from '../../../shared/format/dates';
import { Badge, Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAffiliate, IconChartBar, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../../shared/ui/ErrorBanner';
import type { LinkState, MonitorCard } from './monitorCard';
import { useMonitorCards } from '../hooks/useMonitorCards';

const LINK_BADGES: Record<LinkState, { label: string; color: string }> = {
  none: { label: 'No link', color: 'gray' },
  active: { label: 'Link open', color: 'canopy' },
  paused: { label: 'Link paused', color: 'yellow' },
  expired: { label: 'Link expired', color: 'red' },
};
const percent = (finished: number, invited: number) => (invited === 0 ? 0 : Math.round((finished / invited) * 100));

function PackageMonitor({ name, card }: { name: string; card: MonitorCard }) {
  const badge = LINK_BADGES[card.linkState];
  const { current, previous } = card;
  return (
    <Card p="lg" data-package={name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="md" lineClamp={1}>
            {name}
          </Title>
          <Badge color={badge.color} variant="light">
            {badge.label}
            {card.linkState === 'active' && card.daysLeft !== null ? ` · ${card.daysLeft} d left` : ''}
          </Badge>
        </Group>
        {current ? (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fz="sm" fw={600} data-testid="participation">
                {current.finished} of {current.invited} finished
              </Text>
              <Text fz="sm" c="dimmed">
                {percent(current.finished, current.invited)}%
              </Text>
            </Group>
            <Progress value={percent(current.finished, current.invited)} color="canopy" aria-label={`Participation in ${name}`} />
            <Text fz="xs" c="dimmed">
              Cycle of {formatDay(current.date)}
              {previous
                ? ` · the cycle before: ${previous.finished} of ${previous.invited} (${percent(previous.finished, previous.invited)}%)`
                : ''}
            </Text>
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            No answers yet
          </Text>
        )}
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} color="var(--mantine-color-bark-5)" />
          <Text fz="sm" c={card.nextMessage ? undefined : 'dimmed'} truncate>
            {card.nextMessage
              ? `Next message ${formatDateTime(card.nextMessage.sendAt)}: ${card.nextMessage.subject}`
              : 'No message scheduled'}
          </Text>
        </Group>
        <Group gap="xs" mt="auto">
          <Button component={Link} to="/analytics/culture" size="xs" variant="light" leftSection={<IconChartBar size={14} />}>
            Culture
          </Button>
          <Button component={Link} to="/analytics/collaboration" size="xs" variant="light" leftSection={<IconAffiliate size={14} />}>
            Collaboration
          </Button>
          <Button component={Link} to="/package-schedule" size="xs" variant="subtle">
            Package Schedule
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Home's monitor cards: each package of the workspace with its link, participation, next message and shortcuts */
export function MonitorCards({ workspaceId }: { workspaceId: string }) {
  const { packages, cards, isLoading, error } = useMonitorCards(workspaceId);
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Packages
      </Title>
      <ErrorBanner title="The packages could not be loaded" error={error} />
      {isLoading && <Skeleton h={180} radius="md" />}
      {!isLoading && packages.length === 0 && !error && (
        <Card p="xl">
          <Text c="dimmed" fz="sm">
            No packages in this workspace yet. Package Schedule creates one and sends its link.
          </Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {packages.map((pkg) => {
          const card = cards.get(pkg.id);
          return card ? <PackageMonitor key={pkg.id} name={pkg.name} card={card} /> : null;
        })}
      </SimpleGrid>
    </Stack>
  );
}
