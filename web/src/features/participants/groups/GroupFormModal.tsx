import { ParticipantMessages, UpdateGroupRequest, type Group } from '@canopy/contracts';
import { Alert, Button, Group as Row, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { errorDetail } from '../../../shared/api/http';
import { useFormFields } from '../../../shared/forms/useFormFields';
import { validateForm } from '../../../shared/forms/validation';
import { IconAlertCircle } from '../../../shared/ui/icons';
import { useSaveGroup } from '../hooks/useSaveGroup';

type Props = { workspaceId: string; group: Group | null; onClose: () => void };

/** 'New Group', or renaming one: a name (unique in the workspace) and a description. */
export function GroupFormModal({ workspaceId, group, onClose }: Props) {
  const { values, errors, setErrors, bind } = useFormFields({ name: group?.name ?? '', description: group?.description ?? '' });
  const save = useSaveGroup(workspaceId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = validateForm(UpdateGroupRequest, values, ['name']);
    setErrors(result.errors);
    if (!result.ok) return;
    save.mutate(
      { id: group?.id, ...result.data },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'canopy', title: group ? 'Group saved' : 'Group created', message: `${saved.name} is ready.` });
          onClose();
        },
        onError: (error) => {
          if (errorDetail(error) === ParticipantMessages.groupNameTaken) setErrors({ name: ParticipantMessages.groupNameTaken });
        },
      },
    );
  };

  const serverError = save.isError && errorDetail(save.error) !== ParticipantMessages.groupNameTaken ? errorDetail(save.error) : null;

  return (
    <Modal
      opened
      onClose={onClose}
      size={416}
      title={group ? 'Edit Group' : 'New Group'}
      radius="lg"
      padding="xl"
      centered
      styles={{ title: { fontWeight: 650 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {serverError && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {serverError}
            </Alert>
          )}
          <TextInput
            label="Group name"
            value={values.name}
            onChange={bind('name')}
            error={errors.name}
            withAsterisk
            data-autofocus
            maxLength={200}
          />
          <Textarea
            label="Description"
            value={values.description}
            onChange={bind('description')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={1000}
          />
          <Row justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {group ? 'Save' : 'Create group'}
            </Button>
          </Row>
        </Stack>
      </form>
    </Modal>
  );
}
