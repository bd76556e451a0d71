import { DATE_FORMATS, type CsvFieldColumn, type CsvUploadConfiguration, type Group } from '@canopy/contracts';
import type { TemplateFit } from '@canopy/contracts/participants/applyTemplate';
import { Collapse, Group as Row, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CountryCodeSelect } from '../fields/CountryCodeSelect';
import { FIELD_LABELS, MORE_FIELDS, type FieldName } from '../participantFields';
import { setColumn, type Mapping } from './csvMapping';
import { GroupRulesEditor } from './GroupRulesEditor';

const column = (field: FieldName) => `${field}_col_idx` as CsvFieldColumn;
const LABELS: Partial<Record<CsvFieldColumn, string>> = {
  ...Object.fromEntries(Object.entries(FIELD_LABELS).map(([field, label]) => [column(field as FieldName), label])),
  full_name_col_idx: 'Full name',
  phone_code_col_idx: 'Country code',
};

const PHONE_FORMATS = [
  { value: '1', label: '1 · Full number with country code' },
  { value: '2', label: '2 · Country code in a separate column' },
  { value: '3', label: '3 · Without country code' },
];
const DATE_FORMAT_OPTIONS = DATE_FORMATS.map((format) => ({ value: format, label: format }));

type Props = {
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
  options: { value: string; label: string }[];
  /** the saved template laid over this file, for its 'missing' notes */
  fit: TemplateFit | null;
  groups: readonly Group[];
  /** the header row's texts (group names from headers default to them) */
  header: readonly string[] | null;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm" fw={650}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Which column feeds which field, how phones and dates are written, which columns hold groups. */
export function CsvMappingForm({ mapping, onChange, options, fit, groups, header }: Props) {
  const c = mapping.configuration;
  const [moreFields, setMoreFields] = useState(() => MORE_FIELDS.some((field) => c[column(field)] >= 0));
  const update = (patch: Partial<CsvUploadConfiguration>) => onChange({ ...mapping, configuration: { ...c, ...patch } });

  const columnSelect = (key: CsvFieldColumn) => {
    const missing = fit?.fields[key].state === 'missing' ? fit.fields[key].message : undefined;
    return (
      <Select
        key={key}
        label={LABELS[key]}
        placeholder="Not in the file"
        data={options}
        value={c[key] >= 0 ? String(c[key]) : null}
        onChange={(value) => onChange(setColumn(mapping, key, value === null ? -1 : Number(value)))}
        clearable
        searchable
        maxDropdownHeight={300}
        description={missing}
        styles={missing ? { description: { color: 'var(--mantine-color-orange-8)' } } : undefined}
        data-template-missing={missing ? true : undefined}
      />
    );
  };

  return (
    <Stack gap="lg">
      <Section title="Names">
        <SegmentedControl
          w="fit-content"
          value={mapping.nameMode}
          onChange={(value) => onChange({ ...mapping, nameMode: value as Mapping['nameMode'] })}
          data={[
            { value: 'split', label: 'First and last name columns' },
            { value: 'full', label: 'One full-name column' },
          ]}
        />
        <SimpleGrid cols={3} spacing="sm">
          {mapping.nameMode === 'split'
            ? [columnSelect('first_name_col_idx'), columnSelect('last_name_col_idx')]
            : columnSelect('full_name_col_idx')}
        </SimpleGrid>
      </Section>

      <Section title="Credentials">
        <Text fz="xs" c="dimmed" mt={-6}>
          At least one of email, phone or payroll ID identifies each participant.
        </Text>
        <SimpleGrid cols={3} spacing="sm">
          {columnSelect('email_col_idx')}
          {columnSelect('phone_col_idx')}
          {columnSelect('payroll_id_col_idx')}
        </SimpleGrid>
        {c.phone_col_idx >= 0 && (
          <SimpleGrid cols={3} spacing="sm">
            <Select
              label="Phone type"
              placeholder="How phones are written"
              data={PHONE_FORMATS}
              value={c.phone_format === null ? null : String(c.phone_format)}
              onChange={(value) => update({ phone_format: value === null ? null : (Number(value) as 1 | 2 | 3) })}
              comboboxProps={{ width: 320 }}
            />
            {c.phone_format === 2 && columnSelect('phone_code_col_idx')}
            {c.phone_format === 3 && (
              <Stack gap={4}>
                <Text fz="sm" fw={500}>
                  Country code for every phone
                </Text>
                <CountryCodeSelect
                  aria-label="Country code for every phone"
                  value={mapping.phoneCountry}
                  onChange={(phoneCountry) => onChange({ ...mapping, phoneCountry })}
                  w={160}
                />
              </Stack>
            )}
          </SimpleGrid>
        )}
      </Section>

      <Section title="Dates">
        <SimpleGrid cols={3} spacing="sm">
          {columnSelect('hiring_date_col_idx')}
          <Select
            label="Start date format"
            data={DATE_FORMAT_OPTIONS}
            value={c.hiring_date_format}
            onChange={(value) => value && update({ hiring_date_format: value as CsvUploadConfiguration['hiring_date_format'] })}
            allowDeselect={false}
            disabled={c.hiring_date_col_idx < 0}
          />
          <span />
          {columnSelect('birth_date_col_idx')}
          <Select
            label="Birth date format"
            data={DATE_FORMAT_OPTIONS}
            value={c.birth_date_format}
            onChange={(value) => value && update({ birth_date_format: value as CsvUploadConfiguration['birth_date_format'] })}
            allowDeselect={false}
            disabled={c.birth_date_col_idx < 0}
          />
        </SimpleGrid>
      </Section>

      <Section title="Groups">
        <GroupRulesEditor
          rules={mapping.groups}
          onChange={(rules) => onChange({ ...mapping, groups: rules })}
          options={options}
          groups={groups}
          header={header}
          fit={fit}
        />
      </Section>

      <Stack gap="xs">
        <Row justify="space-between">
          <Title order={3} fz="sm" fw={650}>
            More fields
          </Title>
          <Switch aria-label="Show more fields" checked={moreFields} onChange={(event) => setMoreFields(event.currentTarget.checked)} />
        </Row>
        <Collapse expanded={moreFields}>
          <SimpleGrid cols={3} spacing="sm">
            {MORE_FIELDS.map((field) => columnSelect(column(field)))}
          </SimpleGrid>
        </Collapse>
      </Stack>
    </Stack>
  );
}
