import { Table, type TableProps, type TableThProps } from '@mantine/core';
import type { Header, Row, RowData, TableFeatures } from '@tanstack/react-table';
import type { ReactTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ariaSort, SortButton, type SortDirection } from './SortButton';

type Props<TFeatures extends TableFeatures, TData extends RowData> = Omit<TableProps, 'children'> & {
  table: ReactTable<TFeatures, TData>;
  /** a heading cell's own props: its width, its look */
  thProps?: (header: Header<TFeatures, TData, unknown>) => TableThProps;
  /** what a heading cell holds around the column's label: the label alone unless given */
  heading?: (header: Header<TFeatures, TData, unknown>, label: ReactNode) => ReactNode;
  /** attributes of a body row, such as the data- attribute a row is found by */
  rowProps?: (row: Row<TFeatures, TData>) => Record<`data-${string}`, string>;
};

/**
 * A TanStack table drawn as a Mantine table: one heading row per header group, one body row per row of the
 * row model, each cell rendered by its column.
 */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  thProps,
  heading,
  rowProps,
  ...tableProps
}: Props<TFeatures, TData>) {
  return (
    <Table {...tableProps}>
      <Table.Thead>
        {table.getHeaderGroups().map((group) => (
          <Table.Tr key={group.id}>
            {group.headers.map((header) => {
              const label = <table.FlexRender header={header} />;
              return (
                <Table.Th key={header.id} {...thProps?.(header)}>
                  {heading ? heading(header, label) : label}
                </Table.Th>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Thead>
      <Table.Tbody>
        {table.getRowModel().rows.map((row) => (
          <Table.Tr key={row.id} {...rowProps?.(row)}>
            {row.getAllCells().map((cell) => (
              <Table.Td key={cell.id}>
                <table.FlexRender cell={cell} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** the column of a heading in a table with the row sorting feature */
type Sortable = { column: { getIsSorted: () => SortDirection; getToggleSortingHandler: () => ((event: unknown) => void) | undefined } };

/** the heading of a sortable column: the label in a SortButton */
export const sortableHeading = (idleOpacity: number) => (header: Sortable, label: ReactNode) => (
  <SortButton direction={header.column.getIsSorted()} onClick={header.column.getToggleSortingHandler()} idleOpacity={idleOpacity}>
    {label}
  </SortButton>
);

/** aria-sort for a sortable column's heading cell */
export const sortedThProps = (header: Sortable): TableThProps => ({ 'aria-sort': ariaSort(header.column.getIsSorted()) });
