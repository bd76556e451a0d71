import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { initials } from '../../shared/ui/initials';
import { useAuthenticatedSession } from '../session/hooks/useSession';
import { useLogout } from '../session/hooks/useLogout';
import { IconChevronDown, IconLogout, IconShield, IconUser, IconUsers } from '@tabler/icons-react';

/** The top bar's user menu: My account, Team, the admin area for platform administrators, Log out. */
export function UserMenu() {
  const { consultant } = useAuthenticatedSession();
  const logout = useLogout();
  const name = `${consultant.first_name} ${consultant.last_name}`.trim() || consultant.email;

  return (
    // fixed like the header it opens from (see the workspace switcher)
    <Menu position="bottom-end" width={240} shadow="md" radius="md" offset={6} withinPortal floatingStrategy="fixed">
      <Menu.Target>
        <UnstyledButton px={8} py={6} style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="user-menu">
          <Group gap={10} wrap="nowrap">
            <Avatar src={consultant.profile_picture_url} alt="" radius="xl" size={34} color="canopy" variant="light" aria-hidden>
              {initials(consultant.first_name, consultant.last_name)}
            </Avatar>
            <Stack gap={0} visibleFrom="lg" style={{ minWidth: 0, maxWidth: 180 }}>
              <Text fz="sm" fw={600} lh={1.25} truncate>
                {name}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.25} truncate>
                {consultant.email}
              </Text>
            </Stack>
            {/* the button's name comes from what it shows (the initials hidden), so that it never differs from it */}
            <VisuallyHidden>Account menu</VisuallyHidden>
            <IconChevronDown size={16} color="var(--mantine-color-bark-5)" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="xs" c="dimmed">
            Signed in as
          </Text>
          <Text fz="sm" fw={600} c="bark.9" truncate>
            {consultant.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/my-account" leftSection={<IconUser size={16} />}>
          My account
        </Menu.Item>
        <Menu.Item component={Link} to="/consulting-team" leftSection={<IconUsers size={16} />}>
          Team
        </Menu.Item>
        {consultant.is_platform_admin && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShield size={16} />}>
            Admin account
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()} disabled={logout.isPending}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
