import { Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding } from '../../shared/ui/icons';

/**
 * The top of the side navigation, where the workspace switcher goes (current workspace logo and name,
 * a list of the others, Workspace Settings, 'Add new Workspace'). The workspace issue replaces this card.
 */
export function WorkspaceSwitcherSlot() {
  return (
    <Box
      p="sm"
      data-testid="workspace-switcher-slot"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px dashed var(--mantine-color-bark-2)',
        background: 'var(--mantine-color-bark-0)',
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="light" color="bark">
          <IconBuilding size={20} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} truncate>
            No workspace yet
          </Text>
          <Text fz="xs" c="dimmed" lh={1.35}>
            Workspaces arrive next
          </Text>
        </Stack>
      </Group>
    </Box>
  );
}
