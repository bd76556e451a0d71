import type { Block } from '@canopy/contracts/analytics/api';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconChartDots, IconChartLine, IconLayoutGrid } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { useBlocks } from './hooks/useBlocks';

const CHART_KINDS: Record<string, { label: string; icon: typeof IconChartBar }> = {
  type1: { label: 'Bars', icon: IconChartBar },
  type2: { label: 'Stacked bars', icon: IconChartBar },
  type3: { label: 'Scatter', icon: IconChartDots },
  type4: { label: 'Line scatter', icon: IconChartLine },
  type5: { label: 'Heat map', icon: IconLayoutGrid },
};

function BlockCard({ block }: { block: Block }) {
  return (
    <Card p="lg" data-block={block.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md" style={{ minWidth: 0 }}>
            {block.name}
          </Title>
          {/* the title wraps; the badge keeps its whole text (it was cut to 'STANDARD BL…' beside a long name) */}
          <Badge variant="light" color={block.origin === 'custom' ? 'canopy' : 'bark'} style={{ flexShrink: 0 }}>
            {block.origin === 'custom' ? 'Saved block' : 'Standard block'}
          </Badge>
        </Group>
        {block.charts.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No graphs in this block yet
          </Text>
        ) : (
          <Stack gap={6}>
            {block.charts.map((chart) => {
              const kind = CHART_KINDS[chart.type] ?? { label: chart.type, icon: IconChartBar };
              return (
                <Group key={chart.id} gap="xs" wrap="nowrap">
                  <kind.icon size={16} color="var(--mantine-color-canopy-6)" />
                  <Text fz="sm" truncate>
                    {chart.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {kind.label}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button component={Link} to={`/analytics/culture?block=${encodeURIComponent(block.id)}`} variant="light" size="xs">
            Open on Culture
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /visualizations: every block and chart saved in the current workspace, each opening on the Culture page */
export function VisualizationsPage() {
  usePageTitle('Visualizations');
  const { workspace, isLoading } = useCurrentWorkspace();
  const blocks = useBlocks(workspace?.id);
  const custom = blocks.data?.blocks.filter((block) => block.origin === 'custom') ?? [];
  const standard = blocks.data?.blocks.filter((block) => block.origin === 'default') ?? [];
  return (
    <>
      <PageHeader
        eyebrow="Learn"
        title="Visualizations"
        description="The blocks and graphs saved in this workspace. Open one to see it on the Culture page with its filters."
      />
      {(isLoading || blocks.isLoading) && <Skeleton h={300} radius="md" />}
      {!isLoading && !workspace && (
        <Card p="xl">
          <Text c="dimmed">Choose or create a workspace to see its visualizations.</Text>
        </Card>
      )}
      {blocks.error && <Text c="red.7">{errorDetail(blocks.error)}</Text>}
      {blocks.data && (
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Saved blocks ({custom.length})
            </Title>
            {custom.length === 0 ? (
              <Card p="xl">
                <Text c="dimmed" fz="sm">
                  No saved blocks yet. On the Culture page, New block saves a block of your own graphs here.
                </Text>
              </Card>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
                {custom.map((block) => (
                  <BlockCard key={block.id} block={block} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Standard blocks ({standard.length})
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
              {standard.map((block) => (
                <BlockCard key={block.id} block={block} />
              ))}
            </SimpleGrid>
          </Stack>
        </Stack>
      )}
    </>
  );
}
