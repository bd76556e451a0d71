import { WorkspaceMessages, type Workspace } from '@canopy/contracts';
import { ActionIcon, Box, Group, NavLink, Tooltip } from '@mantine/core';
import { WORKSPACE_LIST_ANIMATION_MS } from '../constants';
import { WorkspaceAvatar } from '../WorkspaceAvatar';
import { IconTrash } from '@tabler/icons-react';

type WorkspaceRowProps = {
  workspace: Workspace;
  /** the consultant is assigned to it and may switch to it */
  usable: boolean;
  /** deleted on the server, fading out */
  leaving: boolean;
  onSelect: () => void;
  onDelete: () => void;
};

/**
 * One of the other workspaces in the switcher. A workspace the consultant is not assigned to is dimmed
 * and inert, and says why on hover. A deleted one fades out in 500 ms.
 */
export function WorkspaceRow({ workspace, usable, leaving, onSelect, onDelete }: WorkspaceRowProps) {
  const avatar = <WorkspaceAvatar workspace={workspace} size={28} />;
  return (
    <Box
      data-testid="workspace-row"
      data-workspace-name={workspace.name}
      data-leaving={leaving || undefined}
      style={{ opacity: leaving ? 0 : 1, transition: `opacity ${WORKSPACE_LIST_ANIMATION_MS}ms ease` }}
    >
      {usable ? (
        <Group gap={2} wrap="nowrap">
          <NavLink
            component="button"
            type="button"
            label={workspace.name}
            leftSection={avatar}
            onClick={onSelect}
            disabled={leaving}
            style={{ flex: 1, borderRadius: 'var(--mantine-radius-md)' }}
          />
          <Tooltip label="Delete workspace" openDelay={300}>
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${workspace.name}`} onClick={onDelete} disabled={leaving}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : (
        <Tooltip label={WorkspaceMessages.notAssigned} position="right" withArrow>
          <Box aria-disabled="true" data-unassigned style={{ opacity: 0.45, cursor: 'not-allowed' }}>
            <NavLink
              component="div"
              label={workspace.name}
              leftSection={avatar}
              disabled
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </Box>
        </Tooltip>
      )}
    </Box>
  );
}
