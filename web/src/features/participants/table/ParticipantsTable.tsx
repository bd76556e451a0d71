import type { Participant, ParticipantGroup } from '@canopy/contracts';
import { Box, Checkbox, Group, Loader, Skeleton, Table } from '@mantine/core';
import {
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { ariaSort, SortButton } from '../../../shared/ui/SortButton';
import { startParticipantDrag } from '../dragParticipant';
import { formatDate, fullName, phoneLine } from '../format';
import type { Sort, SortKey } from '../listQuery';
import { ParticipantRowActions, type RowAction } from './ParticipantRowActions';
import classes from './ParticipantRows.module.css';
import { RemovableGroupTag } from './RemovableGroupTag';
import { IconGripVertical } from '@tabler/icons-react';

// Sorting and paging happen on the server: the table only holds the sort state and the selection.
const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
const helper = createColumnHelper<typeof features, Participant>();

const columns = helper.columns([
  helper.display({
    id: 'select',
    header: ({ table }) => (
      // lined up with the rows' checkboxes, which have their drag handle in front
      <Group gap={4} wrap="nowrap" pl={18}>
        <Checkbox
          aria-label="Select all loaded participants"
          size="xs"
          checked={table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      </Group>
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={classes.check}
        aria-label={`Select ${fullName(row.original)}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  helper.accessor((participant) => fullName(participant), {
    id: 'name',
    header: 'Name',
    // one line, cut with an ellipsis on a narrow screen: the whole name on hover
    cell: ({ row }) => (
      <span className={`${classes.line} ${classes.name}`} title={fullName(row.original)}>
        {fullName(row.original)}
      </span>
    ),
  }),
  helper.accessor('email', {
    id: 'credentials',
    header: 'Credentials',
    // the first credential on the row's line, the others under it on the tag line (see ParticipantsTable)
    cell: ({ row }) => {
      const [first] = credentialsOf(row.original);
      return (
        <span className={first ? classes.line : `${classes.line} ${classes.dimmed}`} title={credentialsOf(row.original).join('\n')}>
          {first ?? '—'}
        </span>
      );
    },
  }),
  helper.accessor('hiring_date', {
    id: 'hiring_date',
    header: 'Start Date',
    cell: ({ getValue }) => {
      const date = formatDate(getValue());
      return <span className={date ? classes.line : `${classes.line} ${classes.dimmed}`}>{date || '—'}</span>;
    },
  }),
]);

/** email, phone with its code, payroll id: the ones the participant has, in the spec's order */
const credentialsOf = (participant: Participant): string[] =>
  [participant.email, phoneLine(participant), participant.payroll_id ? `ID ${participant.payroll_id}` : ''].filter(Boolean);

// the select column holds the drag handle and the checkbox and no more: at 1024 px every pixel it gives keeps the
// start date ('Aug 18 2021') whole on one line
const WIDTHS: Record<string, string | number> = { select: 60, name: '35%', credentials: '35%', hiring_date: '30%' };
const ACTIONS_WIDTH = 52;
/** rows drawn at once when a list shows (more than the scroller holds); the rest follow in an interruptible render */
const FIRST_ROWS = 24;

const toSorting = (sort: Sort): SortingState => (sort ? [{ id: sort.key, desc: sort.desc }] : []);
const fromSorting = (sorting: SortingState): Sort => (sorting[0] ? { key: sorting[0].id as SortKey, desc: sorting[0].desc } : null);
const apply = <T,>(updater: Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

type Props = {
  participants: Participant[];
  /** changes with the search, sort or group: another list starts at its top */
  listKey: string;
  sort: Sort;
  onSortChange: (sort: Sort) => void;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  /** the row that asks for the next page when it comes into view (-1: none) */
  triggerIndex: number;
  onReachEnd: () => void;
  loading: boolean;
  loadingMore: boolean;
  empty: ReactNode;
  locked: boolean;
  onAction: (action: RowAction, participant: Participant) => void;
  onRemoveFromGroup: (participant: Participant, group: ParticipantGroup) => Promise<unknown>;
};

/**
 * The participants (TanStack Table): Name / Credentials / Start Date at 35/35/30%, group tags under each
 * row, sorting cycling ascending, descending, none; rows are selectable and can be dragged onto a group.
 */
export function ParticipantsTable(props: Props) {
  const {
    participants,
    listKey,
    sort,
    onSortChange,
    selection,
    onSelectionChange,
    triggerIndex,
    onReachEnd,
    loading,
    loadingMore,
    empty,
    locked,
    onAction,
    onRemoveFromGroup,
  } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [trigger, setTrigger] = useState<HTMLTableRowElement | null>(null);

  const table = useTable({
    features,
    columns,
    data: participants,
    getRowId: (row) => row.id,
    state: { sorting: toSorting(sort), rowSelection: selection },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    onSortingChange: (updater) => onSortChange(fromSorting(apply(updater, toSorting(sort)))),
    onRowSelectionChange: (updater) => onSelectionChange(apply(updater, selection)),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list (listKey) is the trigger to scroll back to the top
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [listKey]);

  // Drawing a page of 100 rows in one task held the main thread for seconds on a busy laptop: the rows a
  // consultant sees come first, the others in a transition React can pause for input.
  const [drawn, setDrawn] = useState(FIRST_ROWS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts again from its first rows
  useEffect(() => setDrawn(FIRST_ROWS), [listKey]);
  useEffect(() => {
    if (participants.length > drawn) startTransition(() => setDrawn(Number.POSITIVE_INFINITY));
  }, [participants.length, drawn]);
  // The next page loads once the 50th row from the end has scrolled into view. "Reached" rather than
  // "visible": a fast scroll (or a jump to the end) can carry the row past the viewport between two frames.
  const reachEnd = useRef(onReachEnd);
  reachEnd.current = onReachEnd;
  useEffect(() => {
    const container = scroller.current;
    if (!trigger || !container) return;
    const check = () => {
      if (trigger.getBoundingClientRect().top <= container.getBoundingClientRect().bottom) reachEnd.current();
    };
    // after the frame is painted: measuring right after the commit forced a layout of the whole table first
    const frame = requestAnimationFrame(check);
    container.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      container.removeEventListener('scroll', check);
    };
  }, [trigger]);

  const columnCount = columns.length + 1;
  const drawnRows = table.getRowModel().rows.slice(0, drawn);

  return (
    <Box ref={scroller} data-testid="participants-scroller" style={{ overflowY: 'auto', height: 'calc(100dvh - 298px)', minHeight: 360 }}>
      <Table aria-label="Participants" verticalSpacing={3} horizontalSpacing="sm" stickyHeader style={{ tableLayout: 'fixed' }}>
        <Table.Thead>
          {table.getHeaderGroups().map((headerGroup) => (
            <Table.Tr key={headerGroup.id}>
              {headerGroup.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const sortable = header.column.id !== 'select';
                return (
                  <Table.Th key={header.id} w={WIDTHS[header.column.id]} aria-sort={sortable ? ariaSort(sorted) : undefined}>
                    {sortable ? (
                      <SortButton direction={sorted} onClick={header.column.getToggleSortingHandler()} idleOpacity={0.25}>
                        <table.FlexRender header={header} />
                      </SortButton>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </Table.Th>
                );
              })}
              <Table.Th w={ACTIONS_WIDTH} aria-label="Actions" />
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {loading &&
            Array.from({ length: 8 }, (_, index) => (
              <Table.Tr key={`skeleton-${index}`}>
                <Table.Td colSpan={columnCount}>
                  <Skeleton h={22} radius="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          {!loading && participants.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount} py={56}>
                {empty}
              </Table.Td>
            </Table.Tr>
          )}
          {drawnRows.map((row, index) => {
            const participant = row.original;
            const selected = row.getIsSelected();
            const hasGroups = participant.groups.length > 0;
            const moreCredentials = credentialsOf(participant).slice(1);
            const secondLine = hasGroups || moreCredentials.length > 0;
            return [
              <tr
                key={row.id}
                ref={index === triggerIndex ? setTrigger : undefined}
                className={classes.row}
                data-testid="participant-row"
                data-participant-id={participant.id}
                data-selected={selected || undefined}
                data-second-line={secondLine || undefined}
                draggable
                onDragStart={(event) => startParticipantDrag(event, participant.id, fullName(participant))}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={classes.cell}>
                    {cell.column.id === 'select' ? (
                      <span className={classes.select}>
                        <IconGripVertical size={14} color="var(--mantine-color-bark-4)" />
                        <table.FlexRender cell={cell} />
                      </span>
                    ) : (
                      <table.FlexRender cell={cell} />
                    )}
                  </td>
                ))}
                <td className={`${classes.cell} ${classes.actionsCell}`}>
                  <ParticipantRowActions participant={participant} locked={locked} onAction={onAction} />
                </td>
              </tr>,
              // The line under the row, its cells under the columns: the groups as tags under the name, the
              // remaining credentials under the first one. Two short lines instead of a three-line credentials
              // cell and a tag row of its own keep 12+ participants in view on a laptop.
              secondLine && (
                <tr key={`${row.id}-more`} className={classes.more} data-selected={selected || undefined}>
                  <td className={classes.cell} />
                  <td className={classes.cell}>
                    {hasGroups && (
                      <div className={classes.tags} data-testid="participant-groups">
                        {participant.groups.map((group) => (
                          <RemovableGroupTag key={group.id} group={group} onRemove={() => onRemoveFromGroup(participant, group)} />
                        ))}
                      </div>
                    )}
                  </td>
                  <td className={classes.cell}>
                    {moreCredentials.length > 0 && (
                      <span className={`${classes.line} ${classes.small} ${classes.dimmed}`} title={moreCredentials.join('\n')}>
                        {moreCredentials.join(' · ')}
                      </span>
                    )}
                  </td>
                  <td className={classes.cell} colSpan={2} />
                </tr>
              ),
            ];
          })}
          {loadingMore && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Group justify="center" py="xs">
                  <Loader size="sm" />
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
