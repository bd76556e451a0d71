import type { ActionStatus, OwnerView } from '@canopy/contracts/actions/api';
import { Badge, Button, Card, Container, Group, Select, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { STATUS_LABELS, STATUSES } from './actionFilters';
import { useChangeOwnedAction } from './hooks/useChangeOwnedAction';
import { useOwnerView } from './hooks/useOwnerView';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function OwnedAction({ link, action }: { link: string; action: OwnerView['actions'][number] }) {
  const change = useChangeOwnedAction(link);
  const [status, setStatus] = useState<ActionStatus>(action.status);
  const [note, setNote] = useState('');
  const save = () =>
    change.mutate(
      { actionId: action.id, body: { ...(status !== action.status ? { status } : {}), ...(note.trim() ? { note } : {}) } },
      { onSuccess: () => setNote('') },
    );
  return (
    <Card withBorder p="lg" data-testid="owned-action">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {action.title}
          </Title>
          {action.overdue && <Badge color="red">Overdue</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {action.focus_area} · due {day.format(new Date(`${action.due_date}T00:00:00Z`))}
        </Text>
        {action.description && <Text>{action.description}</Text>}
        {action.notes.map((item) => (
          <Text key={item.id} size="sm">
            {day.format(new Date(item.at))}: {item.body}
          </Text>
        ))}
        <Select
          label="Status"
          allowDeselect={false}
          data={STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          value={status}
          onChange={(value) => value && setStatus(value as ActionStatus)}
        />
        <Textarea label="Progress note" autosize minRows={2} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        {change.error && <Text c="red.7">{errorDetail(change.error)}</Text>}
        <Group justify="flex-end">
          <Button onClick={save} loading={change.isPending} disabled={status === action.status && !note.trim()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /action-owner/:link: a client contact's own actions, to update without an account */
export function OwnerActionsPage() {
  usePageTitle('Your actions');
  const { link = '' } = useParams();
  const view = useOwnerView(link);
  return (
    <Container size="sm" py="xl">
      {view.isLoading ? (
        <Skeleton h={240} radius="md" />
      ) : view.error || !view.data ? (
        <Card p="xl">
          <Text c="red.7">{errorDetail(view.error)}</Text>
        </Card>
      ) : (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>Your actions</Title>
            <Text c="dimmed">
              {view.data.owner_name ? `${view.data.owner_name}, these` : 'These'} are your actions in the {view.data.workspace_name} action
              plan. This link works until {day.format(new Date(view.data.expires_at))}.
            </Text>
          </Stack>
          {view.data.actions.map((action) => (
            <OwnedAction key={action.id} link={link} action={action} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
