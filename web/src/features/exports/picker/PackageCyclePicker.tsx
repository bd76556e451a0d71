import { ExportsMessages } from '@canopy/contracts/analytics/exports';
import { Checkbox, Group, Loader, Select, Stack, Text } from '@mantine/core';
import type { PackageCyclePickerState } from '../hooks/usePackageCyclePicker';
import { cycleLabel } from '../labels';
import { lookupError } from '../lookupError';

const spinner = (loading: boolean) => (loading ? <Loader size="xs" /> : null);

/**
 * The package and cycle steps of the export pages, one component for both (ADR 0131): Raw Data picks an assessment
 * and any number of cycles (checkboxes, each saying when a masked file cannot hold it), the Group Report one cycle.
 */
export function PackageCyclePicker({
  picker,
  multiple,
  disabled,
}: {
  picker: PackageCyclePickerState;
  /** Raw Data: an assessment step and several cycles; the Group Report: one cycle of every assessment */
  multiple: boolean;
  disabled: boolean;
}) {
  const { packages, assessments, cycles, packageId, assessmentId, links } = picker;
  return (
    <>
      <Select
        label="Package"
        placeholder={packages.isLoading ? 'Loading packages…' : 'Choose a package'}
        data={(packages.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        value={packageId}
        onChange={picker.choosePackage}
        allowDeselect={false}
        disabled={packages.isLoading || disabled}
        rightSection={spinner(packages.isLoading)}
        searchable
      />
      {multiple && packageId && (
        <Select
          label="Assessment"
          placeholder={assessments.isLoading ? 'Loading assessments…' : 'Choose an assessment'}
          data={(assessments.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          value={assessmentId}
          onChange={picker.chooseAssessment}
          allowDeselect={false}
          disabled={assessments.isLoading || disabled}
          rightSection={spinner(assessments.isLoading)}
          error={assessments.error ? lookupError(assessments.error) : undefined}
        />
      )}
      {multiple && packageId && assessments.data?.length === 0 && <Text c="orange.8">{ExportsMessages.noAssessments}</Text>}
      {multiple && assessmentId && (
        <Stack gap={6}>
          <Group gap="xs">
            <Text fw={600} fz="sm">
              Cycles
            </Text>
            {cycles.isLoading && <Loader size="xs" aria-label="Loading cycles" />}
          </Group>
          {cycles.error && <Text c="red.7">{lookupError(cycles.error)}</Text>}
          {cycles.data?.length === 0 && <Text c="orange.8">{ExportsMessages.noAssessments}</Text>}
          {cycles.data?.map((cycle) => (
            <Checkbox
              key={cycle.link}
              label={cycleLabel(cycle)}
              description={
                cycle.is_masked_exportable
                  ? undefined
                  : `Answered by ${cycle.respondents} ${cycle.respondents === 1 ? 'respondent' : 'respondents'}, fewer than the minimum group size: only an unmasked file can hold it`
              }
              checked={links.includes(cycle.link)}
              disabled={disabled}
              onChange={(event) =>
                picker.chooseLinks(event.currentTarget.checked ? [...links, cycle.link] : links.filter((link) => link !== cycle.link))
              }
            />
          ))}
        </Stack>
      )}
      {!multiple && packageId && (
        <Select
          label="Cycle"
          placeholder={cycles.isLoading ? 'Loading cycles…' : 'Choose a cycle'}
          data={(cycles.data ?? []).map((cycle) => ({ value: cycle.link, label: cycleLabel(cycle) }))}
          value={links[0] ?? null}
          onChange={(link) => picker.chooseLinks(link ? [link] : [])}
          allowDeselect={false}
          disabled={cycles.isLoading || disabled}
          rightSection={spinner(cycles.isLoading)}
          error={cycles.error ? lookupError(cycles.error) : undefined}
        />
      )}
      {!multiple && packageId && cycles.data?.length === 0 && <Text c="orange.8">{ExportsMessages.noAssessments}</Text>}
    </>
  );
}
