import { Anchor, Avatar, Box, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useAuthenticatedSession } from '../session/hooks/useSession';
import { NoWorkspaceYet } from '../workspaces/NoWorkspaceYet';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { WorkspaceSummary } from '../workspaces/home/WorkspaceSummary';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';
import { HomeCardGrid } from './HomeCardGrid';
import { HOME_CARDS } from './homeCards';
import { IconArrowRight, IconUser, IconUsers } from '@tabler/icons-react';

function greeting(now = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function LinkCard({
  to,
  icon: Icon,
  title,
  text,
  children,
}: {
  to: string;
  icon: ComponentType<{ size?: number | string }>;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Card component={Link} to={to} style={{ textDecoration: 'none', color: 'inherit' }} className="canopy-hover-card">
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color="canopy">
            <Icon size={20} />
          </ThemeIcon>
          <IconArrowRight size={18} color="var(--mantine-color-bark-4)" />
        </Group>
        <Stack gap={4}>
          <Text fw={600}>{title}</Text>
          <Text fz="sm" c="dimmed" lh={1.5}>
            {text}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** The current workspace at a glance, or the way to create the first one. */
function CurrentWorkspaceCard() {
  const { workspace, isLoading, error } = useCurrentWorkspace();
  if (isLoading) return <Skeleton h={260} radius="md" />;
  if (workspace) return <WorkspaceSummary workspace={workspace} />;
  if (error) return <ErrorBanner title="Your workspaces could not be loaded" error={error} />;
  return <NoWorkspaceYet description="A workspace holds one client: its participants, assessments and results." />;
}

/** the current workspace's cards: its latest results first, then its packages' progress (none without a workspace) */
function WorkspaceCards() {
  const { workspace } = useCurrentWorkspace();
  return workspace ? <HomeCardGrid key={workspace.id} cards={HOME_CARDS} workspaceId={workspace.id} /> : null;
}

/** / and /home: a welcome, the current workspace's latest results and packages, the workspace at a glance, the team and the account. */
export function HomePage() {
  usePageTitle('Home');
  const { consultant, team } = useAuthenticatedSession();
  const members = team.consultants.length;

  return (
    <>
      <PageHeader
        eyebrow={team.name}
        title={`${greeting()}, ${consultant.first_name || 'there'}`}
        description="Your current workspace's latest results, its packages, your team and account at a glance."
      />

      <WorkspaceCards />

      <Box mb="xl">
        <CurrentWorkspaceCard />
      </Box>

      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg">
        <LinkCard
          to="/consulting-team"
          icon={IconUsers}
          title="Your consulting team"
          text={`${team.name} · ${members} ${members === 1 ? 'consultant' : 'consultants'}`}
        >
          <Group gap={6} mt="auto">
            {team.consultants.slice(0, 5).map((member) => (
              <Avatar
                key={member.id}
                radius="xl"
                size={32}
                name={`${member.first_name} ${member.last_name}`}
                color="initials"
                title={`${member.first_name} ${member.last_name}`}
              />
            ))}
            {members > 5 && (
              <Avatar radius="xl" size={32} color="bark" variant="filled">
                +{members - 5}
              </Avatar>
            )}
          </Group>
        </LinkCard>
        <LinkCard to="/my-account" icon={IconUser} title="My account" text="Your name, profile picture and password." />
        <LinkCard to="/participants" icon={IconUsers} title="Participants" text="The people of a workspace and their groups." />
      </SimpleGrid>

      <Text fz="xs" c="dimmed" mt="xl">
        Which version of Canopy is this? See{' '}
        <Anchor component={Link} to="/app-version" fz="xs" underline="always">
          App version
        </Anchor>
        .
      </Text>
    </>
  );
}
