import type { CollaborationMap, CollaborationNode } from '@canopy/contracts/analytics/collaboration';
import { Group, ScrollArea, SegmentedControl, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { DensityMatrix } from './DensityMatrix';
import { BETWEENNESS_HELP } from './explanations';
import { HelpTip } from '../../shared/ui/HelpTip';
import { nameOf } from './mapView';

type Measure = 'in_degree' | 'betweenness' | 'out_degree';
const MEASURES: Array<{ value: Measure; label: string }> = [
  { value: 'in_degree', label: 'Chosen by' },
  { value: 'betweenness', label: 'Betweenness' },
  { value: 'out_degree', label: 'Chose' },
];
/** the ranking shows the top people; the Participation List has everyone */
const RANKED = 50;
const LISTED = 200;

const figure = (node: CollaborationNode, measure: Measure) =>
  measure === 'betweenness' ? node.betweenness.toFixed(3) : String(measure === 'in_degree' ? node.in_degree : node.out_degree);

function PersonRow({ node, value, onOpen }: { node: CollaborationNode; value?: string; onOpen: (id: string) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(node.id)}
      px={6}
      py={3}
      style={{ borderRadius: 4 }}
      className="collaboration-person"
      data-testid="panel-person"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz="xs" truncate>
          {nameOf(node)}
        </Text>
        {value !== undefined && (
          <Text fz="xs" fw={600} ff="monospace">
            {value}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}

function PeopleList({ people, onOpen, empty }: { people: CollaborationNode[]; onOpen: (id: string) => void; empty: string }) {
  if (people.length === 0)
    return (
      <Text fz="xs" c="dimmed" p={6}>
        {empty}
      </Text>
    );
  return (
    <Stack gap={0}>
      {people.slice(0, LISTED).map((node) => (
        <PersonRow key={node.id} node={node} onOpen={onOpen} />
      ))}
      {people.length > LISTED && (
        <Text fz={11} c="dimmed" p={6}>
          and {(people.length - LISTED).toLocaleString('en')} more (see the Participation List)
        </Text>
      )}
    </Stack>
  );
}

/**
 * The side panel over the map's right edge: people ranked by how many chose them, betweenness and how many they
 * chose; the brokers between communities; the isolated (chosen by nobody); and who works across groups. Every
 * person opens their details. Memoised: the page renders again at each keystroke of the search and each step of the
 * slider, the panel only for a new map or height.
 */
export const PeoplePanel = memo(function PeoplePanel({
  map,
  height,
  onOpen,
}: {
  map: CollaborationMap;
  height: number;
  onOpen: (id: string) => void;
}) {
  const [measure, setMeasure] = useState<Measure>('in_degree');
  const byId = useMemo(() => new Map(map.nodes.map((node) => [node.id, node])), [map]);
  const ranked = useMemo(() => {
    const value = (node: CollaborationNode) =>
      measure === 'betweenness' ? node.betweenness : measure === 'in_degree' ? node.in_degree : node.out_degree;
    return [...map.nodes].sort((a, b) => value(b) - value(a) || nameOf(a).localeCompare(nameOf(b))).slice(0, RANKED);
  }, [map, measure]);
  const people = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const brokers = people(map.structure.brokers);
  const isolated = people(map.structure.isolated);
  const listHeight = height - 110;
  return (
    <Tabs defaultValue="ranking" keepMounted={false} data-testid="people-panel">
      <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
        <Tabs.Tab value="ranking" fz="xs" px={6}>
          Ranking
        </Tabs.Tab>
        <Tabs.Tab value="brokers" fz="xs" px={6}>
          Brokers
        </Tabs.Tab>
        <Tabs.Tab value="isolated" fz="xs" px={6}>
          Isolated {isolated.length > 0 ? `(${isolated.length.toLocaleString('en')})` : ''}
        </Tabs.Tab>
        <Tabs.Tab value="groups" fz="xs" px={6}>
          Groups
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="ranking" pt={6}>
        <SegmentedControl
          aria-label="Rank by"
          size="xs"
          fullWidth
          value={measure}
          onChange={(value) => setMeasure(value as Measure)}
          data={MEASURES}
          mb={4}
        />
        <ScrollArea h={listHeight - 36} type="auto">
          <Stack gap={0}>
            {ranked.map((node) => (
              <PersonRow key={node.id} node={node} value={figure(node, measure)} onOpen={onOpen} />
            ))}
          </Stack>
        </ScrollArea>
      </Tabs.Panel>
      <Tabs.Panel value="brokers" pt={6}>
        <Group gap={4} px={6} mb={4}>
          <Text fz={11} c="dimmed">
            Highest betweenness: the people linking groups
          </Text>
          <HelpTip label="About Brokers" text={BETWEENNESS_HELP} />
        </Group>
        <ScrollArea h={listHeight - 24} type="auto">
          <Stack gap={0}>
            {brokers.length === 0 ? (
              <Text fz="xs" c="dimmed" p={6}>
                Nobody links otherwise separate people here.
              </Text>
            ) : (
              brokers.map((node) => <PersonRow key={node.id} node={node} value={node.betweenness.toFixed(3)} onOpen={onOpen} />)
            )}
          </Stack>
        </ScrollArea>
      </Tabs.Panel>
      <Tabs.Panel value="isolated" pt={6}>
        <Text fz={11} c="dimmed" px={6} mb={4}>
          On the map but chosen by nobody
        </Text>
        <ScrollArea h={listHeight - 24} type="auto">
          <PeopleList people={isolated} onOpen={onOpen} empty="Everyone here was chosen by someone." />
        </ScrollArea>
      </Tabs.Panel>
      <Tabs.Panel value="groups" pt={6}>
        <ScrollArea h={listHeight} type="auto">
          {map.structure.density ? (
            <DensityMatrix density={map.structure.density} engagement={map.structure.groups_engagement} />
          ) : (
            <Text fz="xs" c="dimmed" p={6}>
              The people on this map are in no group of a classification (such as department).
            </Text>
          )}
        </ScrollArea>
      </Tabs.Panel>
    </Tabs>
  );
});
