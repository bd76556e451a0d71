import { formatCalendarDate } from '../../shared/format/dates';
import { CSV_FIELD_COLUMNS, UNSET_DATE, type CsvFieldColumn } from '@canopy/contracts';
import { FIELD_LABELS } from '@canopy/contracts/participants/fields';
import type { CsvReading } from '@canopy/contracts/participants/readCsvFile';
import { Alert, Badge, Card, Checkbox, FileInput, Group, Loader, Select, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useCsvReading } from './useCsvReading';

const DELIMITER_OPTIONS = [
  { value: '', label: 'Detect it' },
  { value: ',', label: 'Comma ,' },
  { value: ';', label: 'Semicolon ;' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Pipe |' },
];
const DELIMITER_NAMES: Record<string, string> = { ',': 'Comma', ';': 'Semicolon', '\t': 'Tab', '|': 'Pipe' };
const PHONE_FORMATS: Record<number, string> = {
  1: 'Full numbers with their country code',
  2: 'Country code in its own column',
  3: 'No country code (+1 is assumed)',
};
/** rows drawn at most in each table: the counts above them cover the whole file */
const SHOWN = 300;

const fieldOf = (column: CsvFieldColumn) => {
  const key = column.replace(/_col_idx$/, '');
  if (key === 'full_name') return 'Full name';
  if (key === 'phone_code') return 'Country code';
  return FIELD_LABELS[key as keyof typeof FIELD_LABELS] ?? key;
};

const day = (iso: string) => (iso === '' || iso === UNSET_DATE ? '' : formatCalendarDate(iso));

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

function ReadingSummary({ reading }: { reading: CsvReading }) {
  const c = reading.configuration;
  const mapped = CSV_FIELD_COLUMNS.filter((column) => c[column] >= 0).map(
    (column) => `${fieldOf(column)} ← ${reading.header?.[c[column]] ?? `column ${c[column] + 1}`}`,
  );
  return (
    <Card p="xl">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label="Delimiter" value={DELIMITER_NAMES[reading.delimiter] ?? reading.delimiter} />
          <Fact label="Records" value={String(reading.records)} />
          <Fact label="Readable rows" value={String(reading.rows.length)} />
          <Fact label="Rows with problems" value={String(reading.missed.length)} />
          <Fact label="Start date format" value={c.hiring_date_col_idx >= 0 ? c.hiring_date_format : 'No start date column'} />
          <Fact label="Birth date format" value={c.birth_date_col_idx >= 0 ? c.birth_date_format : 'No birth date column'} />
          <Fact label="Phones" value={c.phone_col_idx >= 0 && c.phone_format ? PHONE_FORMATS[c.phone_format]! : 'No phone column'} />
          <Fact label="Header" value={reading.header ? `${reading.header.length} columns` : 'None'} />
        </SimpleGrid>
        {reading.header && (
          <Group gap={6}>
            {mapped.length === 0 ? (
              <Text fz="sm" c="dimmed">
                No column header names a participant field.
              </Text>
            ) : (
              mapped.map((text) => (
                <Badge key={text} variant="light" color="canopy" tt="none">
                  {text}
                </Badge>
              ))
            )}
          </Group>
        )}
        {reading.problems.length > 0 && (
          <Alert color="red" title="The import would refuse this file as its columns stand" role="alert">
            {reading.problems.join('')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function RowsTables({ reading }: { reading: CsvReading }) {
  return (
    <Tabs defaultValue={reading.missed.length > 0 ? 'problems' : 'rows'}>
      <Tabs.List>
        <Tabs.Tab value="problems">Problems ({reading.missed.length})</Tabs.Tab>
        <Tabs.Tab value="rows">Readable rows ({reading.rows.length})</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="problems" pt="md">
        <Table striped aria-label="Rows with problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reading.missed.slice(0, SHOWN).map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>{`${row.first_name} ${row.last_name}`.trim()}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>{row.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Tabs.Panel>
      <Tabs.Panel value="rows" pt="md">
        <Table striped aria-label="Readable rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>First name</Table.Th>
              <Table.Th>Last name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Payroll ID</Table.Th>
              <Table.Th>Start date</Table.Th>
              <Table.Th>Groups</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reading.rows.slice(0, SHOWN).map(({ row, fields, groups }) => (
              <Table.Tr key={row}>
                <Table.Td>{row}</Table.Td>
                <Table.Td>{fields.first_name}</Table.Td>
                <Table.Td>{fields.last_name}</Table.Td>
                <Table.Td>{fields.email}</Table.Td>
                <Table.Td>{fields.phone ? `${fields.phone_code} ${fields.phone}` : ''}</Table.Td>
                <Table.Td>{fields.payroll_id}</Table.Td>
                <Table.Td>{day(fields.hiring_date)}</Table.Td>
                <Table.Td>{groups.map((group) => ('name' in group ? group.name : '')).join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Tabs.Panel>
      {Math.max(reading.rows.length, reading.missed.length) > SHOWN && (
        <Text fz="xs" c="dimmed" mt="sm">
          The first {SHOWN} of each list are shown; the counts cover the whole file.
        </Text>
      )}
    </Tabs>
  );
}

/**
 * /csvReader, signed in or not: a participants CSV file read exactly as the import reads it (the same code, in the
 * browser: delimiter, header, date and phone formats guessed, every row checked), so a client can check a file
 * before sending it. The file never leaves the browser.
 */
export function CsvReaderPage() {
  usePageTitle('CSV reader');
  const [file, setFile] = useState<File | null>(null);
  const [delimiter, setDelimiter] = useState('');
  const [firstRowIsHeader, setFirstRowIsHeader] = useState(true);
  const state = useCsvReading(file, { delimiter, firstRowIsHeader });

  return (
    <>
      <PageHeader
        eyebrow="Tools"
        title="CSV reader"
        description="Check a participants file before you send it: it is read here exactly as Canopy's import reads it."
      />
      <Stack gap="lg">
        <Card p="xl">
          <Stack gap="md">
            <Group gap="xs" c="dimmed">
              <IconLock size={16} />
              <Text fz="sm">The file is read in this browser tab and never uploaded.</Text>
            </Group>
            <Group align="flex-end" gap="lg">
              <FileInput
                label="CSV file"
                placeholder="Choose a .csv file"
                accept=".csv,text/csv"
                value={file}
                onChange={setFile}
                clearable
                leftSection={<IconFileSpreadsheet size={16} />}
                w={320}
              />
              <Select
                label="Delimiter"
                data={DELIMITER_OPTIONS}
                value={delimiter}
                onChange={(value) => setDelimiter(value ?? '')}
                w={180}
                allowDeselect={false}
              />
              <Checkbox
                label="The first row is the header"
                checked={firstRowIsHeader}
                onChange={(event) => setFirstRowIsHeader(event.currentTarget.checked)}
                mb={8}
              />
            </Group>
          </Stack>
        </Card>
        {state.status === 'reading' && <Loader />}
        {state.status === 'refused' && (
          <Alert color="red" title="This file cannot be imported" role="alert">
            {state.message}
          </Alert>
        )}
        {state.status === 'read' && (
          <>
            <Title order={2} fz="lg">
              {state.fileName}
            </Title>
            <ReadingSummary reading={state.reading} />
            <RowsTables reading={state.reading} />
          </>
        )}
      </Stack>
    </>
  );
}
