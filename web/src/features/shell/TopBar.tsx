import { Anchor, Avatar, Box, Divider, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Logo } from '../../shared/brand/Logo';
import { initials } from '../../shared/ui/initials';
import { useAuthenticatedSession } from '../session/hooks/useSession';
import { UserMenu } from './UserMenu';

/** the side navigation's width: narrower below 1200 px, so that a 1024 px laptop keeps room for the page */
export const NAVBAR_WIDTH = { base: 248, lg: 272 };

/** Logo (to /), the consulting team's logo and name (to the Team page), and the user menu. */
export function TopBar() {
  const { team } = useAuthenticatedSession();
  return (
    <Group h="100%" gap={0} wrap="nowrap" justify="space-between" pr="md">
      <Group gap={0} wrap="nowrap" h="100%" style={{ minWidth: 0 }}>
        <Box w={NAVBAR_WIDTH} px="lg" style={{ flexShrink: 0 }}>
          <Anchor component={Link} to="/" underline="never" aria-label="Canopy home" w="fit-content" display="block">
            <Logo size={30} />
          </Anchor>
        </Box>
        <Divider orientation="vertical" my={18} color="bark.1" />
        <Tooltip label="Consulting team" openDelay={400} position="bottom-start">
          <Anchor
            component={Link}
            to="/consulting-team"
            underline="never"
            c="inherit"
            ml="lg"
            style={{ minWidth: 0 }}
            data-testid="team-identity"
          >
            <Group gap={10} wrap="nowrap">
              <Avatar src={team.logo_url} alt="" radius="md" size={32} color="canopy" variant="light">
                {initials(team.name)}
              </Avatar>
              <Text fw={600} fz="sm" truncate maw={360}>
                {team.name}
              </Text>
            </Group>
          </Anchor>
        </Tooltip>
      </Group>
      <UserMenu />
    </Group>
  );
}
