import { ActionIcon, Alert, Box, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useInviteConsultants } from './hooks/useInviteConsultants';
import {
  INVALID_ROWS_NOTICE,
  NO_VALID_ROWS,
  checkRow,
  checkRows,
  emptyRow,
  initialRows,
  type InviteField,
  type InviteRow,
} from './inviteRows';
import { AppModal } from '../../shared/ui/AppModal';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';

const COLUMNS: { field: InviteField; label: string; placeholder?: string; type?: string }[] = [
  { field: 'first_name', label: 'First name' },
  { field: 'last_name', label: 'Last name' },
  { field: 'email', label: 'Email', placeholder: 'name@consultancy.com', type: 'email' },
];

const GRID = { display: 'grid', gridTemplateColumns: '1fr 1fr 1.4fr 36px', gap: 'var(--mantine-spacing-sm)', alignItems: 'start' } as const;

type Props = { opened: boolean; onClose: () => void };

/**
 * 'Invite consultant(s) to this consulting team': two rows to start, more on demand. Rows that are partly
 * filled or carry a bad e-mail turn red and are not sent; the first click shows them, the next sends the rest.
 */
export function InviteConsultantsModal({ opened, onClose }: Props) {
  // the rows are a list field of the form; each row is checked by the contract's schema (inviteRows.ts), and a
  // row that does not pass is shown on red rather than blocking the others
  const form = useForm<{ rows: InviteRow[] }>({ initialValues: { rows: initialRows() } });
  const rows = form.getValues().rows;
  const setRows = (next: InviteRow[] | ((current: InviteRow[]) => InviteRow[])) =>
    form.setFieldValue('rows', typeof next === 'function' ? next(form.getValues().rows) : next);
  const [reviewed, setReviewed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const invite = useInviteConsultants();

  const { valid, invalid } = checkRows(rows);
  const invalidKeys = new Set(invalid.map((row) => row.key));
  const showInvalid = reviewed && invalid.length > 0;

  const close = () => {
    if (invite.isPending) return;
    onClose();
    form.setValues({ rows: initialRows() });
    setReviewed(false);
    setFormError(null);
    setServerErrors({});
  };

  const edit = (key: string, field: InviteField, value: string) => {
    const index = form.getValues().rows.findIndex((row) => row.key === key);
    if (index >= 0) form.setFieldValue(`rows.${index}.${field}`, value);
    setFormError(null);
    if (serverErrors[key]) setServerErrors(({ [key]: _, ...rest }) => rest);
  };

  const removeRow = (key: string) => setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : [emptyRow()]));

  const submit = form.onSubmit(() => {
    if (invite.isPending) return;
    if (valid.length === 0) {
      if (invalid.length > 0) setReviewed(true);
      setFormError(NO_VALID_ROWS);
      return;
    }
    if (invalid.length > 0 && !reviewed) {
      setReviewed(true);
      return;
    }
    invite.mutate(
      valid.map((entry) => entry.data),
      {
        onSuccess: (outcomes) => {
          const sent = outcomes.filter((outcome) => outcome.error === null);
          const failed = outcomes.filter((outcome) => outcome.error !== null);
          if (sent.length > 0) {
            notifications.show({
              color: 'canopy',
              title: sent.length === 1 ? 'Invitation sent' : `${sent.length} invitations sent`,
              message:
                sent.length === 1
                  ? `${sent[0]!.request.first_name} ${sent[0]!.request.last_name} will get an e-mail to set a password.`
                  : 'Each consultant will get an e-mail to set a password.',
            });
          }
          for (const outcome of failed) {
            notifications.show({ color: 'red', title: 'Error', message: `${outcome.request.email} was not invited: ${outcome.error}` });
          }
          if (failed.length === 0) {
            close();
            return;
          }
          // Keep what did not go through, with the server's reason, so it can be corrected and sent again.
          const failedByEmail = new Map(failed.map((outcome) => [outcome.request.email, outcome.error ?? '']));
          const keep = valid.filter((entry) => failedByEmail.has(entry.data.email));
          setRows([...keep.map((entry) => entry.row), ...invalid]);
          setServerErrors(Object.fromEntries(keep.map((entry) => [entry.row.key, failedByEmail.get(entry.data.email) ?? ''])));
        },
      },
    );
  });

  const label =
    valid.length > 0 && (reviewed || invalid.length === 0) ? `Invite ${valid.length} consultant${valid.length === 1 ? '' : 's'}` : 'Invite';

  return (
    <AppModal
      opened={opened}
      onClose={close}
      size={768}
      title="Invite consultant(s) to this consulting team"
      titleSize="var(--mantine-font-size-lg)"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Each consultant gets an e-mail with a link to set a password and join your team.
          </Text>

          <Box style={GRID} px={8}>
            {COLUMNS.map((column) => (
              <Text key={column.field} fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.05em' }}>
                {column.label}
              </Text>
            ))}
          </Box>

          <Stack gap={6}>
            {rows.map((row, index) => {
              const red = showInvalid && invalidKeys.has(row.key);
              const check = red ? checkRow(row) : null;
              const errors = check?.state === 'invalid' ? check.errors : {};
              const serverError = serverErrors[row.key];
              return (
                <Box
                  key={row.key}
                  p={8}
                  data-invalid={red || undefined}
                  data-testid="invite-row"
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    background: red || serverError ? 'var(--mantine-color-red-0)' : undefined,
                    outline: red || serverError ? '1px solid var(--mantine-color-red-2)' : undefined,
                  }}
                >
                  <Box style={GRID}>
                    {COLUMNS.map((column) => (
                      <TextInput
                        key={column.field}
                        aria-label={`${column.label}, row ${index + 1}`}
                        placeholder={column.placeholder}
                        type={column.type}
                        value={row[column.field]}
                        onChange={(event) => edit(row.key, column.field, event.currentTarget.value)}
                        error={errors[column.field]}
                        disabled={invite.isPending}
                      />
                    ))}
                    <Tooltip label="Remove row" openDelay={300}>
                      <ActionIcon
                        variant="subtle"
                        color="bark"
                        size={36}
                        onClick={() => removeRow(row.key)}
                        aria-label={`Remove row ${index + 1}`}
                        disabled={invite.isPending}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Box>
                  {serverError && (
                    <Text fz="xs" c="red.7" mt={6}>
                      {serverError}
                    </Text>
                  )}
                </Box>
              );
            })}
          </Stack>

          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            w="fit-content"
            onClick={() => setRows((current) => [...current, emptyRow()])}
            disabled={invite.isPending}
          >
            Add row
          </Button>

          {showInvalid && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {INVALID_ROWS_NOTICE}
            </Alert>
          )}
          {formError && !showInvalid && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          )}
          {formError && showInvalid && (
            <Text fz="sm" c="red.7" role="alert">
              {formError}
            </Text>
          )}

          <Group justify="flex-end" gap="sm" pt="xs">
            <Button variant="default" onClick={close} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
