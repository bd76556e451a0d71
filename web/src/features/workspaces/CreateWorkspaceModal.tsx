import type { Workspace } from '@canopy/contracts';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CreateWorkspaceForm } from './CreateWorkspaceForm';

/** 'Add new Workspace': the creation form in a dialog; the new workspace becomes current. */
export function CreateWorkspaceModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated?: (workspace: Workspace) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add new Workspace" size={500} centered>
      {/* a fresh form every time the dialog opens */}
      {opened && (
        <CreateWorkspaceForm
          onCancel={onClose}
          onCreated={(workspace) => {
            notifications.show({ color: 'canopy', title: 'Workspace created', message: `You are now working in ${workspace.name}.` });
            onClose();
            onCreated?.(workspace);
          }}
        />
      )}
    </Modal>
  );
}
