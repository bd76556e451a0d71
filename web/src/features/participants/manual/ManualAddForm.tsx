import { ParticipantMessages } from '@canopy/contracts';
import { ActionIcon, Alert, Box, Button, Collapse, Group, SimpleGrid, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorDetail } from '../../../shared/api/http';
import { ParticipantFieldInputs } from '../fields/ParticipantFieldInputs';
import { useCreateParticipants } from '../hooks/useCreateParticipants';
import { MAIN_FIELDS, MORE_FIELDS, type FieldName } from '../participantFields';
import {
  INVALID_ROWS_NOTICE,
  checkRow,
  checkRows,
  createRequest,
  emptyRow,
  initialRows,
  type ManualRow,
  type RowErrors,
} from './manualRows';
import { savedSummary } from './savedSummary';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';

type Props = { workspaceId: string; onClose: () => void };

function RowFields({
  row,
  index,
  errors,
  red,
  moreFields,
  disabled,
  onChange,
  onRemove,
}: {
  row: ManualRow;
  index: number;
  errors: RowErrors;
  red: boolean;
  moreFields: boolean;
  disabled: boolean;
  onChange: (field: FieldName | 'country', value: string) => void;
  onRemove: () => void;
}) {
  const name = `Participant ${index + 1}`;
  return (
    <Box
      component="fieldset"
      aria-label={name}
      data-testid="manual-row"
      data-invalid={red || undefined}
      m={0}
      p="md"
      style={{
        border: `1px solid ${red ? 'var(--mantine-color-red-3)' : 'var(--mantine-color-bark-2)'}`,
        borderRadius: 'var(--mantine-radius-md)',
        background: red ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-white)',
        minInlineSize: 0,
      }}
    >
      <Group justify="space-between" mb="xs">
        <Text fz="xs" fw={700} c={red ? 'red.8' : 'dimmed'} tt="uppercase" style={{ letterSpacing: '0.05em' }}>
          {name}
        </Text>
        <Tooltip label="Remove row" openDelay={300}>
          <ActionIcon variant="subtle" color="bark" onClick={onRemove} aria-label={`Remove ${name}`} disabled={disabled}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <SimpleGrid cols={4} spacing="sm" verticalSpacing="xs">
        <ParticipantFieldInputs fields={MAIN_FIELDS} values={row} errors={errors} onChange={onChange} disabled={disabled} />
      </SimpleGrid>
      <Collapse expanded={moreFields}>
        <SimpleGrid cols={4} spacing="sm" verticalSpacing="xs" mt="xs">
          <ParticipantFieldInputs fields={MORE_FIELDS} values={row} errors={errors} onChange={onChange} disabled={disabled} />
        </SimpleGrid>
      </Collapse>
    </Box>
  );
}

/**
 * Manual rows. 'Check and Add' sends at once when every filled row is valid;
 * otherwise the invalid rows move to the red list and the button turns into 'Add', which sends the valid
 * ones. Red rows stay in the dialog to be fixed and checked again.
 */
export function ManualAddForm({ workspaceId, onClose }: Props) {
  // the rows are a list field of the form; each row is checked by the contract's schema (manualRows.ts), and a
  // row that does not pass moves to the red list rather than blocking the others
  const form = useForm<{ rows: ManualRow[] }>({ initialValues: { rows: initialRows() } });
  const rows = form.getValues().rows;
  const setRows = (next: ManualRow[] | ((current: ManualRow[]) => ManualRow[])) =>
    form.setFieldValue('rows', typeof next === 'function' ? next(form.getValues().rows) : next);
  const [redKeys, setRedKeys] = useState<ReadonlySet<string>>(new Set());
  const [checked, setChecked] = useState(false);
  const [moreFields, setMoreFields] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateParticipants(workspaceId);

  const mainRows = rows.filter((row) => !redKeys.has(row.key));
  const redRows = rows.filter((row) => redKeys.has(row.key));

  const edit = (key: string, field: FieldName | 'country', value: string) => {
    const index = form.getValues().rows.findIndex((row) => row.key === key);
    if (index >= 0) form.setFieldValue(`rows.${index}.${field}`, value);
    setChecked(false);
    setFormError(null);
  };
  const remove = (key: string) => {
    setRows((current) => {
      const rest = current.filter((row) => row.key !== key);
      return rest.some((row) => !redKeys.has(row.key)) ? rest : [...rest, emptyRow()];
    });
    setChecked(false);
  };

  const send = (valid: ReturnType<typeof checkRows>['valid']) =>
    create.mutate(createRequest(valid, workspaceId), {
      onSuccess: (answer) => {
        notifications.show({ color: 'canopy', ...savedSummary(answer.counts) });
        // the server leaves out a row repeating another (checked here too, but the server has the last word)
        for (const missed of answer.missed)
          notifications.show({ color: 'orange', title: `Participant ${missed.row} was not added`, message: missed.reason });
        const sent = new Set(valid.map((entry) => entry.row.key));
        const left = rows.filter((row) => !sent.has(row.key) && redKeys.has(row.key));
        if (left.length === 0) {
          onClose();
          return;
        }
        // what could not be added stays, on red, with a fresh row above it
        setRows([emptyRow(), ...left]);
        setChecked(false);
      },
      onError: (error) => setFormError(errorDetail(error)),
    });

  const submit = form.onSubmit(() => {
    if (create.isPending) return;
    const { valid, invalid } = checkRows(rows);
    if (!checked) {
      setRedKeys(new Set(invalid.map((entry) => entry.row.key)));
      if (valid.length === 0) {
        setFormError(ParticipantMessages.atLeastOne);
        return;
      }
      if (invalid.length > 0) {
        setChecked(true);
        return;
      }
    }
    send(valid);
  });

  const rowProps = (row: ManualRow, index: number, red: boolean) => {
    const check = red ? checkRow(row) : null;
    return {
      row,
      index,
      red,
      errors: check?.state === 'invalid' ? check.errors : {},
      moreFields,
      disabled: create.isPending,
      onChange: (field: FieldName | 'country', value: string) => edit(row.key, field, value),
      onRemove: () => remove(row.key),
    };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            First and last name, and at least one of email, phone or payroll ID.
          </Text>
          <Switch label="More fields" checked={moreFields} onChange={(event) => setMoreFields(event.currentTarget.checked)} />
        </Group>

        <Stack gap="sm">
          {mainRows.map((row, index) => (
            <RowFields key={row.key} {...rowProps(row, index, false)} />
          ))}
        </Stack>
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          onClick={() => {
            setRows((current) => [
              ...current.filter((row) => !redKeys.has(row.key)),
              emptyRow(),
              ...current.filter((row) => redKeys.has(row.key)),
            ]);
            setChecked(false);
          }}
          disabled={create.isPending}
        >
          Add row
        </Button>

        {redRows.length > 0 && (
          <Stack gap="sm" data-testid="red-list">
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {INVALID_ROWS_NOTICE}
            </Alert>
            {redRows.map((row, index) => (
              <RowFields key={row.key} {...rowProps(row, mainRows.length + index, true)} />
            ))}
          </Stack>
        )}

        {formError && (
          <Text fz="sm" c="red.7" role="alert">
            {formError}
          </Text>
        )}

        <Group justify="flex-end" gap="sm" pt="xs">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            {checked && redKeys.size > 0 ? 'Add' : 'Check and Add'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
