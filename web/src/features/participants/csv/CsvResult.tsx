import { ParticipantMessages, type CsvUploadResponse } from '@canopy/contracts';
import { Alert, Badge, Button, Checkbox, Group, List, ScrollArea, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { VirtualTable, type VirtualColumn } from '../../../shared/ui/VirtualTable';
import { useDeleteParticipants } from '../hooks/useDeleteParticipants';
import { missedRowsCsv, missedRowsFileName } from './missedRowsCsv';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';

type Props = {
  workspaceId: string;
  result: CsvUploadResponse;
  /** the imported file's name, which the missed rows' download is named after */
  fileName: string;
  onClose: () => void;
  onAnother: () => void;
};

/** saves `text` as a file through the browser's own download */
const download = (text: string, name: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // the click has handed the blob to the download: the URL is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

type MissedRow = CsvUploadResponse['missed_participants'][number];

/**
 * The missed rows, virtualised: an import can miss tens of thousands of rows, and only those in view (and a
 * few around them) are in the page, so the result shows at once and scrolls smoothly. Rows are measured as
 * they render (a reason can take two lines).
 */
type MissedTableProps = { rows: readonly MissedRow[]; selected: ReadonlySet<number>; onToggle: (row: number, on: boolean) => void };

function MissedTable({ rows, selected, onToggle }: MissedTableProps) {
  const columns: readonly VirtualColumn<MissedRow>[] = [
    {
      header: null,
      width: 32,
      cell: (row) => (
        <Checkbox
          size="xs"
          aria-label={`Select row ${row.row}`}
          checked={selected.has(row.row)}
          onChange={(event) => onToggle(row.row, event.currentTarget.checked)}
        />
      ),
    },
    { header: 'Row', width: 56, cell: (row) => row.row },
    { header: 'Name', cell: (row) => `${row.first_name} ${row.last_name}`.trim() || '—' },
    { header: 'Credentials', cell: (row) => [row.email, row.phone, row.payroll_id].filter(Boolean).join(' · ') || '—' },
    {
      header: 'Reason',
      tdProps: { c: 'red.8' },
      cell: (row) => (
        <>
          {row.reason}
          {row.participant_id && (
            <Text component="span" fz="xs" c="dimmed" display="block">
              Deleting this row also deletes the participant it repeats.
            </Text>
          )}
        </>
      ),
    },
  ];
  return (
    <VirtualTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.row}
      estimateRowHeight={33}
      maxHeight={260}
      scrollerTestId="missed-rows-scroller"
      fz="xs"
      verticalSpacing={6}
      aria-label="Missed participants"
    />
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} p="sm" style={{ border: '1px solid var(--mantine-color-bark-2)', borderRadius: 'var(--mantine-radius-md)' }}>
      <Text fz={24} fw={700} lh={1.2}>
        {value.toLocaleString('en')}
      </Text>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * What an import did: counts, the server's log, and the rows it missed with their reasons. Missed rows can
 * be downloaded to fix in a spreadsheet, and selected and deleted: from the list, and from the workspace
 * when the row had made a participant (a duplicate of one imported).
 */
export function CsvResult({ workspaceId, result, fileName, onClose, onAnother }: Props) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const remove = useDeleteParticipants(workspaceId);
  const missed = useMemo(
    () => result.missed_participants.filter((row) => !dismissed.has(row.row)),
    [result.missed_participants, dismissed],
  );
  const { created, updated, unchanged } = result.participants;

  const toggle = (row: number, on: boolean) => {
    setSelectionError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(row);
      else next.delete(row);
      return next;
    });
  };

  const deleteSelected = () => {
    if (selected.size === 0) {
      setSelectionError(ParticipantMessages.noneSelected);
      return;
    }
    const rows = [...selected];
    const dismiss = () => {
      setDismissed((current) => new Set([...current, ...rows]));
      setSelected(new Set());
    };
    const ids = [
      ...new Set(missed.filter((row) => selected.has(row.row) && row.participant_id !== null).map((row) => row.participant_id!)),
    ];
    if (ids.length === 0) dismiss();
    else remove.mutate(ids, { onSuccess: dismiss });
  };

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <ThemeIcon size={40} radius="xl" color="canopy" variant="light">
          <IconCircleCheck size={22} />
        </ThemeIcon>
        <Stack gap={0}>
          <Title order={3} fz="lg">
            Import finished
          </Title>
          <Text fz="sm" c="dimmed">
            {result.groups.length > 0
              ? `${result.groups.length} group${result.groups.length === 1 ? '' : 's'} created or filled.`
              : 'No groups were touched.'}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={4} spacing="sm" data-testid="csv-counts">
        <Count label="Added" value={created} />
        <Count label="Updated" value={updated} />
        <Count label="Unchanged" value={unchanged} />
        <Count label="Missed" value={result.missed_participants.length} />
      </SimpleGrid>

      {result.logs.length > 0 && (
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            Log
          </Text>
          <ScrollArea.Autosize mah={120} type="auto">
            <List size="xs" spacing={2} c="dimmed">
              {result.logs.map((line, index) => (
                <List.Item key={index}>{line}</List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Stack>
      )}

      {missed.length > 0 && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Group gap="xs">
              <Text fz="sm" fw={600}>
                Missed participants
              </Text>
              <Badge color="red" variant="light">
                {missed.length}
              </Badge>
            </Group>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                onClick={() => download(missedRowsCsv(missed), missedRowsFileName(fileName))}
              >
                Download as CSV
              </Button>
              <Button size="xs" color="red" variant="light" onClick={deleteSelected} loading={remove.isPending}>
                Delete selected
              </Button>
            </Group>
          </Group>
          {selectionError && (
            <Alert color="red" py={6} role="alert">
              {selectionError}
            </Alert>
          )}
          <MissedTable rows={missed} selected={selected} onToggle={toggle} />
        </Stack>
      )}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onAnother}>
          Import another file
        </Button>
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}
