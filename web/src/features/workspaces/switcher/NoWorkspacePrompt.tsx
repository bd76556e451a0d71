import { Card, Modal, Stack, Text, Title } from '@mantine/core';
import { LogoMark } from '../../../shared/brand/Logo';
import { CreateWorkspaceForm } from '../CreateWorkspaceForm';

/**
 * A consultant without a workspace is asked, full screen, to create one. "Not now"
 * lets them into the rest of the app (their account, the team) with 'Add new Workspace' in the switcher.
 */
export function NoWorkspacePrompt({
  opened,
  onDismiss,
  teamWorkspaces,
}: {
  opened: boolean;
  onDismiss: () => void;
  teamWorkspaces: number;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onDismiss}
      fullScreen
      withCloseButton={false}
      transitionProps={{ transition: 'fade', duration: 200 }}
      aria-labelledby="no-workspace-title"
    >
      <Stack align="center" justify="center" mih="90dvh" gap="xl" data-testid="no-workspace-prompt">
        <Stack align="center" gap="sm" maw={520} ta="center">
          <LogoMark size={48} />
          <Title order={1} fz={26} id="no-workspace-title">
            Create your first workspace
          </Title>
          <Text c="dimmed" fz="sm" lh={1.6}>
            A workspace holds one client: an organisation, or a group of people outside a single organisation. Its participants, assessments
            and results all live inside it.
          </Text>
          {teamWorkspaces > 0 && (
            <Text c="dimmed" fz="sm">
              Your team has {teamWorkspaces === 1 ? 'a workspace' : `${teamWorkspaces} workspaces`} you are not assigned to: a colleague
              working in one can add you.
            </Text>
          )}
        </Stack>
        <Card w="100%" maw={520} p="xl">
          <CreateWorkspaceForm onCancel={onDismiss} cancelLabel="Not now" />
        </Card>
      </Stack>
    </Modal>
  );
}
