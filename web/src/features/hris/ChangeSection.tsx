import { Badge, Box, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { sectionState, toggle, toggleAll } from './changeSelection';

/** rows drawn per section; the rest follow the section's checkbox (a first sync can list thousands) */
export const SHOWN_PER_SECTION = 200;

type Props<T extends { id: string }> = {
  title: string;
  items: readonly T[];
  unticked: ReadonlySet<string>;
  onChange: (unticked: Set<string>) => void;
  row: (item: T) => ReactNode;
  empty: string;
  testId: string;
};

/** Added, Updated or Deleted: a checkbox for the section and one per change */
export function ChangeSection<T extends { id: string }>({ title, items, unticked, onChange, row, empty, testId }: Props<T>) {
  const ids = items.map((item) => item.id);
  const state = sectionState(unticked, ids);
  const shown = items.slice(0, SHOWN_PER_SECTION);
  return (
    <Stack gap={6} data-testid={testId}>
      <Group gap="xs" justify="space-between" py={4} style={{ borderBottom: '1px solid var(--mantine-color-bark-1)' }}>
        <Checkbox
          label={
            <Text fw={650} fz="sm" component="span">
              {title}
            </Text>
          }
          aria-label={`${title}: all`}
          checked={items.length > 0 && state === 'all'}
          indeterminate={state === 'some'}
          disabled={items.length === 0}
          onChange={(event) => onChange(toggleAll(unticked, ids, event.currentTarget.checked))}
        />
        <Badge variant="light" color="bark" radius="sm">
          {items.length}
        </Badge>
      </Group>
      {items.length === 0 && (
        <Text fz="sm" c="dimmed" pl={30} py={4}>
          {empty}
        </Text>
      )}
      {shown.map((item) => (
        <Group key={item.id} gap="sm" align="flex-start" wrap="nowrap" pl={2} py={4} data-change-id={item.id}>
          <Checkbox
            mt={2}
            aria-label={`Apply ${item.id}`}
            checked={!unticked.has(item.id)}
            onChange={(event) => onChange(toggle(unticked, item.id, event.currentTarget.checked))}
          />
          <Box style={{ minWidth: 0, flex: 1 }}>{row(item)}</Box>
        </Group>
      ))}
      {items.length > shown.length && (
        <Text fz="xs" c="dimmed" pl={30}>
          and {(items.length - shown.length).toLocaleString('en')} more, ticked with the section
        </Text>
      )}
    </Stack>
  );
}
