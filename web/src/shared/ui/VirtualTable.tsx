import { Table, type TableProps, type TableTdProps } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type CSSProperties, type HTMLAttributes, type Key, type ReactNode } from 'react';

/** one column: its heading, its width when fixed, and what a row shows in it */
export type VirtualColumn<T> = {
  header: ReactNode;
  width?: number;
  cell: (row: T) => ReactNode;
  /** the cell's own props (its colour, say) */
  tdProps?: TableTdProps;
};

type Props<T> = Omit<TableProps, 'children' | 'aria-rowcount'> & {
  rows: readonly T[];
  columns: readonly VirtualColumn<T>[];
  /** a row's stable key: the virtualiser keeps its measured height across renders */
  rowKey: (row: T, index: number) => Key;
  /** a row's height before it is measured: one line of text in the table's font */
  estimateRowHeight: number;
  /** how tall the scroller grows before it scrolls */
  maxHeight: CSSProperties['maxHeight'];
  /** the scroller's test id */
  scrollerTestId?: string;
  /** a body row's own attributes: a data- attribute it is found by, a click that opens it */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
};

/**
 * A table of any length drawn a screenful at a time: only the rows in view (and a dozen around them) are in the
 * page, measured as they render (a cell may take two lines), with spacer rows standing for the others so the
 * scrollbar and `aria-rowcount` tell the whole length. The heading stays on top while the body scrolls.
 */
export function VirtualTable<T>({
  rows,
  columns,
  rowKey,
  estimateRowHeight,
  maxHeight,
  scrollerTestId,
  rowProps,
  ...tableProps
}: Props<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateRowHeight,
    getItemKey: (index) => (rows[index] === undefined ? index : rowKey(rows[index]!, index)),
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={scroller} style={{ maxHeight, overflowY: 'auto' }} data-testid={scrollerTestId}>
      <Table stickyHeader {...tableProps} aria-rowcount={rows.length + 1}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={index} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <Table.Tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                {...rowProps?.(row)}
              >
                {columns.map((column, index) => (
                  <Table.Td key={index} {...column.tdProps}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}
