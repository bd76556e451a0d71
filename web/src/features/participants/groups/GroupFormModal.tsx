import { ParticipantMessages, UpdateGroupRequest, type Group } from '@canopy/contracts';
import { errorDetail } from '../../../shared/api/http';
import { notifySuccess } from '../../../shared/ui/notify';
import { NameFormModal } from '../../../shared/forms/NameFormModal';
import { useSaveGroup } from '../hooks/useSaveGroup';

type Props = { workspaceId: string; group: Group | null; onClose: () => void };

/** 'New Group', or renaming one: a name (unique in the workspace) and a description. */
export function GroupFormModal({ workspaceId, group, onClose }: Props) {
  const save = useSaveGroup(workspaceId);
  // a taken name is shown beside the name field rather than as a banner
  const serverError = save.isError && errorDetail(save.error) !== ParticipantMessages.groupNameTaken ? errorDetail(save.error) : null;
  return (
    <NameFormModal
      title={group ? 'Edit Group' : 'New Group'}
      nameLabel="Group name"
      submitLabel={group ? 'Save' : 'Create group'}
      initial={{ name: group?.name ?? '', description: group?.description ?? '' }}
      description={{ maxRows: 5, maxLength: 1000 }}
      schema={UpdateGroupRequest}
      nameRequired={ParticipantMessages.groupNameRequired}
      onSubmit={(data, setErrors) =>
        save.mutate(
          { id: group?.id, ...data },
          {
            onSuccess: (saved) => {
              notifySuccess(group ? 'Group saved' : 'Group created', `${saved.name} is ready.`);
              onClose();
            },
            onError: (error) => {
              if (errorDetail(error) === ParticipantMessages.groupNameTaken) setErrors({ name: ParticipantMessages.groupNameTaken });
            },
          },
        )
      }
      pending={save.isPending}
      error={serverError}
      onClose={onClose}
    />
  );
}
