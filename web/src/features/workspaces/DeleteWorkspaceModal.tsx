import type { Workspace } from '@canopy/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDeleteWorkspace } from './hooks/useDeleteWorkspace';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';

/** Asks before deleting a workspace; closes once the server confirms (the row then fades out). */
export function DeleteWorkspaceModal({ workspace, onClose }: { workspace: Pick<Workspace, 'id' | 'name'> | null; onClose: () => void }) {
  const remove = useDeleteWorkspace();
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };

  return (
    <Modal opened={workspace !== null} onClose={close} title="Delete workspace" size={416} centered>
      {workspace && (
        <Stack gap="md">
          <ErrorBanner title="The workspace was not deleted" error={remove.error} />
          <Text fz="sm">
            Delete <b>{workspace.name}</b>? Its settings and main contact are removed for everyone in your team. This cannot be undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-autofocus
              onClick={() =>
                remove.mutate(workspace.id, {
                  onSuccess: () => {
                    notifications.show({ color: 'canopy', title: 'Workspace deleted', message: `${workspace.name} was deleted.` });
                    remove.reset();
                    onClose();
                  },
                })
              }
            >
              Delete workspace
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
