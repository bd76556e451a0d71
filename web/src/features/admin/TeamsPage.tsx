import type { Team } from '@canopy/contracts';
import { Card, Loader } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AddTeamButton } from './AddTeamButton';
import { AdminNav } from './AdminNav';
import { useAdminTeams } from './hooks/useAdminTeams';
import { TeamDialog } from './TeamDialog';
import { TeamsTable } from './TeamsTable';

/** /admin/teams: every team on the platform; a row opens its members */
export function TeamsPage() {
  usePageTitle('Teams');
  const teams = useAdminTeams();
  const [openId, setOpenId] = useState<string | null>(null);
  const open: Team | undefined = teams.data?.find((team) => team.id === openId);
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Teams"
        description="Every consulting team on Canopy. Open a team to see its members and reset a password."
        actions={<AddTeamButton />}
      />
      <AdminNav />
      <Card p={0}>{teams.data ? <TeamsTable teams={teams.data} onOpen={(team) => setOpenId(team.id)} /> : <Loader m="xl" />}</Card>
      {open && <TeamDialog team={open} onClose={() => setOpenId(null)} />}
    </>
  );
}
