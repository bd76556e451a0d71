import { columnLabel } from '@canopy/contracts';
import { ScrollArea, Table, Text } from '@mantine/core';

type Props = { rows: readonly string[][]; columns: number; firstRowIsHeader: boolean };

/** The first rows of the file under their column letters (A..Z, AA..BZ); the header row in bold. */
export function CsvPreviewTable({ rows, columns, firstRowIsHeader }: Props) {
  const letters = Array.from({ length: columns }, (_, index) => columnLabel(index));
  return (
    <ScrollArea
      type="auto"
      offsetScrollbars
      style={{ border: '1px solid var(--mantine-color-bark-2)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Table withColumnBorders striped fz="xs" aria-label="File preview" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} />
            {letters.map((letter) => (
              <Table.Th key={letter} ta="center" c="dimmed">
                {letter}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, rowIndex) => (
            <Table.Tr
              key={rowIndex}
              fw={firstRowIsHeader && rowIndex === 0 ? 650 : undefined}
              bg={firstRowIsHeader && rowIndex === 0 ? 'canopy.0' : undefined}
            >
              <Table.Td c="dimmed">{rowIndex + 1}</Table.Td>
              {letters.map((letter, index) => (
                <Table.Td key={letter} maw={220}>
                  <Text fz="xs" fw="inherit" truncate>
                    {row[index] ?? ''}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
