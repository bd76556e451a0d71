import type { Workspace } from '@canopy/contracts';
import { Box, Button, Divider, Group, NavLink, Popover, ScrollArea, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorDetail } from '../../../shared/api/http';
import { useAuthenticatedSession } from '../../session/hooks/useSession';
import { refreshWorkspaces } from '../cache';
import { DROPDOWN_MAX_HEIGHT } from '../constants';
import { CreateWorkspaceModal } from '../CreateWorkspaceModal';
import { DeleteWorkspaceModal } from '../DeleteWorkspaceModal';
import { useCurrentWorkspace } from '../hooks/useCurrentWorkspace';
import { useLeavingWorkspaces } from '../leavingWorkspaces';
import { WorkspaceAvatar } from '../WorkspaceAvatar';
import { NoWorkspacePrompt } from './NoWorkspacePrompt';
import { WorkspaceRow } from './WorkspaceRow';
import { IconAlertCircle, IconBuilding, IconChevronDown, IconPlus, IconSettings } from '@tabler/icons-react';

const frame = {
  borderRadius: 'var(--mantine-radius-md)',
  border: '1px solid var(--mantine-color-bark-2)',
  background: 'var(--mantine-color-body)',
} as const;

function SwitcherSkeleton() {
  return (
    <Group p="sm" gap="sm" wrap="nowrap" style={frame} aria-label="Loading workspaces" role="status">
      <Skeleton h={36} w={36} radius="md" />
      <Stack gap={6} style={{ flex: 1 }}>
        <Skeleton h={12} w="70%" />
        <Skeleton h={10} w="40%" />
      </Stack>
    </Group>
  );
}

/** Without a workspace: what the slot says, and the way to create one. */
function NoWorkspaceCard({ onAdd }: { onAdd: () => void }) {
  return (
    <Box
      p="sm"
      data-testid="workspace-switcher-slot"
      style={{ ...frame, borderStyle: 'dashed', background: 'var(--mantine-color-bark-0)' }}
    >
      <Group gap="sm" wrap="nowrap" mb="sm">
        <ThemeIcon size={36} radius="md" variant="light" color="bark">
          <IconBuilding size={20} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} truncate>
            No workspace yet
          </Text>
          <Text fz="xs" c="dimmed" lh={1.35}>
            Create one for your first client
          </Text>
        </Stack>
      </Group>
      <Button size="xs" fullWidth variant="light" leftSection={<IconPlus size={14} />} onClick={onAdd}>
        Add new Workspace
      </Button>
    </Box>
  );
}

/**
 * The top of the side navigation: the current workspace's logo and name, opening a list
 * with Workspace Settings, the team's other workspaces and 'Add new Workspace'. Without any workspace the
 * full-screen prompt asks for one.
 */
export function WorkspaceSwitcher() {
  const current = useCurrentWorkspace();
  const queryClient = useQueryClient();
  const { team } = useAuthenticatedSession();
  const leaving = useLeavingWorkspaces();
  const [opened, setOpened] = useState(false);
  // the admin area works across teams and needs no workspace of the administrator's own
  // the administrators' pages (the admin area and the caught mail) need no workspace: no first-workspace prompt there
  const inAdminArea = /^\/(admin|dev\/mail)(\/|$)/.test(useLocation().pathname);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Workspace | null>(null);
  const [promptDismissed, setPromptDismissed] = useState(false);

  // once a workspace exists the prompt is answered; losing the last one asks again
  useEffect(() => {
    if (current.workspaceId !== null) setPromptDismissed(false);
  }, [current.workspaceId]);

  const createModal = <CreateWorkspaceModal opened={creating} onClose={() => setCreating(false)} />;

  if (current.isLoading) return <SwitcherSkeleton />;

  if (current.error && current.workspaces.length === 0) {
    return (
      <Box p="sm" style={frame} role="alert">
        <Group gap="xs" wrap="nowrap" mb={6}>
          <IconAlertCircle size={16} color="var(--mantine-color-red-7)" />
          <Text fz="sm" fw={600}>
            Workspaces could not be loaded
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          {errorDetail(current.error)}
        </Text>
      </Box>
    );
  }

  const workspace = current.workspace;
  if (!workspace) {
    return (
      <>
        <NoWorkspaceCard onAdd={() => setCreating(true)} />
        <NoWorkspacePrompt
          opened={!promptDismissed && !creating && !inAdminArea}
          onDismiss={() => setPromptDismissed(true)}
          teamWorkspaces={current.workspaces.length}
        />
        {createModal}
      </>
    );
  }

  const others = current.workspaces.filter((item) => item.id !== workspace.id);
  const close = () => setOpened(false);

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        width="target"
        position="bottom-start"
        shadow="md"
        radius="md"
        // below the dialogs it opens, so a confirmation sits on top and the fade shows after it
        zIndex={150}
        // the switcher sits in the fixed side navigation: a fixed list stays under it while the page scrolls, where an
        // absolute one is moved after each scroll and a click begun on one entry could end on another
        floatingStrategy="fixed"
        closeOnClickOutside={deleting === null}
        transitionProps={{ transition: 'pop-top-left', duration: 150, exitDuration: 100 }}
      >
        <Popover.Target>
          <UnstyledButton
            onClick={() => {
              // a colleague may have shared or deleted a workspace meanwhile: the list opens fresh
              if (!opened) void refreshWorkspaces(queryClient, team.id);
              setOpened(!opened);
            }}
            p="sm"
            w="100%"
            style={frame}
            data-testid="workspace-switcher"
            className="canopy-hover-card"
          >
            <Group gap="sm" wrap="nowrap">
              <Box aria-hidden>
                <WorkspaceAvatar workspace={workspace} />
              </Box>
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fz="sm" fw={600} truncate data-testid="current-workspace-name">
                  {workspace.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  Current workspace
                </Text>
              </Stack>
              <IconChevronDown
                size={16}
                color="var(--mantine-color-bark-5)"
                style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </Group>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown p={6} data-testid="workspace-list">
          <NavLink
            component={Link}
            to="/workspace-settings"
            label="Workspace Settings"
            leftSection={<IconSettings size={18} />}
            onClick={close}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
          {others.length > 0 && (
            <>
              <Divider my={6} label="Switch to" labelPosition="left" />
              <ScrollArea.Autosize mah={DROPDOWN_MAX_HEIGHT} type="scroll">
                {others.map((item) => (
                  <WorkspaceRow
                    key={item.id}
                    workspace={item}
                    usable={current.canUse(item.id)}
                    leaving={leaving.includes(item.id)}
                    onSelect={() => {
                      current.select(item.id);
                      close();
                    }}
                    onDelete={() => setDeleting(item)}
                  />
                ))}
              </ScrollArea.Autosize>
            </>
          )}
          <Divider my={6} />
          <Button
            variant="light"
            fullWidth
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              close();
              setCreating(true);
            }}
          >
            Add new Workspace
          </Button>
        </Popover.Dropdown>
      </Popover>
      {createModal}
      <DeleteWorkspaceModal workspace={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
