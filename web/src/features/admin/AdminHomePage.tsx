import { Loader, SimpleGrid } from '@mantine/core';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AddTeamButton } from './AddTeamButton';
import { AdminNav } from './AdminNav';
import { useAdminTeams } from './hooks/useAdminTeams';
import { NewMemberForm } from './NewMemberForm';

/** /admin 'Admin account': the admin area's buttons, 'Add new team', and the 'New member' form with its team picker */
export function AdminHomePage() {
  usePageTitle('Admin account');
  const teams = useAdminTeams();
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Admin account"
        description="Teams and members of every consulting team on Canopy, and the team-level reports."
        actions={<AddTeamButton />}
      />
      <AdminNav />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>{teams.data ? <NewMemberForm teams={teams.data} /> : <Loader />}</SimpleGrid>
    </>
  );
}
