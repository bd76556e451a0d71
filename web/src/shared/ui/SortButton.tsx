import { Group, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconChevronDown } from '@tabler/icons-react';

export type SortDirection = false | 'asc' | 'desc';

/** what a sortable column heading's aria-sort says */
export const ariaSort = (direction: SortDirection) => (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none');

type Props = {
  direction: SortDirection;
  onClick: ((event: unknown) => void) | undefined;
  /** how faint the chevron is while the column is not the sorted one */
  idleOpacity: number;
  children: ReactNode;
};

/** A table heading that sorts on click: small dimmed capitals, then a chevron pointing the way the column sorts. */
export function SortButton({ direction, onClick, idleOpacity, children }: Props) {
  return (
    <UnstyledButton onClick={onClick} fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.05em' }}>
      <Group gap={4} wrap="nowrap">
        {children}
        <IconChevronDown
          size={14}
          style={{
            opacity: direction ? 1 : idleOpacity,
            transform: direction === 'asc' ? 'rotate(180deg)' : undefined,
            transition: 'transform 120ms',
          }}
        />
      </Group>
    </UnstyledButton>
  );
}
