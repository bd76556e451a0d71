import type { FocusAreaAnswer, OwnerInput } from '@canopy/contracts/actions/api';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { useAuthenticatedSession } from '../session/hooks/useSession';
import { useAddAction } from './hooks/useAddAction';

type Props = { workspaceId: string; area: FocusAreaAnswer; onClose: () => void };

/**
 * A new action under a focus area: title, description, due date and an owner, a consultant of the team or a client
 * contact by name and e-mail (who is mailed a personal link to update it without an account).
 */
export function AddActionModal({ workspaceId, area, onClose }: Props) {
  const { consultant, team } = useAuthenticatedSession();
  const add = useAddAction(workspaceId);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [ownerKind, setOwnerKind] = useState<'consultant' | 'contact'>('consultant');
  const [consultantId, setConsultantId] = useState<string | null>(consultant.id);
  const [contactName, setContactName] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const owner: OwnerInput | null =
    ownerKind === 'consultant'
      ? consultantId
        ? { consultant_id: consultantId }
        : null
      : { contact: { name: contactName.trim(), email: contactEmail.trim() } };
  const ready =
    title.trim() !== '' && dueDate !== '' && owner !== null && (ownerKind === 'consultant' || (contactName.trim() && contactEmail.trim()));
  const submit = () => {
    if (!owner) return;
    add.mutate(
      { focusAreaId: area.id, body: { title: title.trim(), description: description.trim(), owner, due_date: dueDate } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'canopy',
            message: ownerKind === 'contact' ? `Action added; ${contactName.trim()} was sent their personal link` : 'Action added',
          });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Add an action to ${area.label}`} size="lg">
      <Stack>
        <TextInput label="Title" required value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <TextInput label="Due date" type="date" required value={dueDate} onChange={(event) => setDueDate(event.currentTarget.value)} />
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            Owner
          </Text>
          <SegmentedControl
            value={ownerKind}
            onChange={(value) => setOwnerKind(value as 'consultant' | 'contact')}
            data={[
              { value: 'consultant', label: 'A consultant of the team' },
              { value: 'contact', label: 'A client contact' },
            ]}
          />
        </Stack>
        {ownerKind === 'consultant' ? (
          <Select
            label="Consultant"
            data={team.consultants.map((member) => ({
              value: member.id,
              label: `${member.first_name} ${member.last_name}`.trim() || member.email,
            }))}
            value={consultantId}
            onChange={setConsultantId}
            searchable
          />
        ) : (
          <Group grow>
            <TextInput label="Contact name" value={contactName} onChange={(event) => setContactName(event.currentTarget.value)} />
            <TextInput
              label="Contact e-mail"
              type="email"
              value={contactEmail}
              onChange={(event) => setContactEmail(event.currentTarget.value)}
            />
          </Group>
        )}
        {add.error && <Text c="red.7">{errorDetail(add.error)}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={add.isPending} disabled={!ready}>
            Add action
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
