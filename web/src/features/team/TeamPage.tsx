import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useAuthenticatedSession } from '../session/hooks/useSession';
import { useMyTeam } from './hooks/useMyTeam';
import { InviteConsultantsModal } from './InviteConsultantsModal';
import { MembersTable } from './MembersTable';
import { TeamProfileCard } from './TeamProfileCard';
import { BenchmarkParticipationCard } from '../admin/BenchmarkParticipationCard';
import { IconPlus } from '@tabler/icons-react';

/** /consulting-team: the team's name and logo, its members, and inviting consultants. */
export function TeamPage() {
  usePageTitle('Team');
  const session = useAuthenticatedSession();
  // The session loaded the team on startup; the query keeps it fresh after edits and invitations.
  const { data: team = session.team } = useMyTeam();
  const [inviting, invite] = useDisclosure(false);

  return (
    <>
      <PageHeader
        eyebrow="Consulting team"
        title={team.name}
        description="The consultants you work with, and how your team appears across Canopy."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={invite.open}>
            Invite consultant(s)
          </Button>
        }
      />
      <Stack gap="xl">
        <TeamProfileCard key={`${team.id}:${team.name}:${team.logo_url ?? ''}`} team={team} />
        <Card component="section" p={0} aria-labelledby="team-members-title">
          <Group justify="space-between" px="xl" py="lg" style={{ borderBottom: '1px solid var(--mantine-color-bark-1)' }}>
            <Group gap="sm">
              <Title order={2} fz="lg" id="team-members-title">
                Members
              </Title>
              <Badge color="bark" variant="light" size="lg" radius="sm">
                {team.consultants.length}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              Everyone in the team can edit the team profile and invite consultants.
            </Text>
          </Group>
          <MembersTable members={team.consultants} currentId={session.consultant.id} />
        </Card>
        <BenchmarkParticipationCard />
      </Stack>
      <InviteConsultantsModal opened={inviting} onClose={invite.close} />
    </>
  );
}
