import type { Team } from '@canopy/contracts';
import { Button, Card, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AddTeamModal } from './AddTeamModal';
import { AdminNav } from './AdminNav';
import { useAdminTeams } from './hooks/useAdminTeams';
import { TeamDialog } from './TeamDialog';
import { TeamsTable } from './TeamsTable';

/** /admin/teams: every team on the platform; a row opens its members */
export function TeamsPage() {
  usePageTitle('Teams');
  const teams = useAdminTeams();
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  // spec: a failed teams list shows the error and goes back to '/'
  useEffect(() => {
    if (!teams.error) return;
    notifications.show({ color: 'red', title: 'The teams could not be loaded', message: errorDetail(teams.error) });
    navigate('/', { replace: true });
  }, [teams.error, navigate]);

  const open: Team | undefined = teams.data?.find((team) => team.id === openId);
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Teams"
        description="Every consulting team on Canopy. Open a team to see its members and reset a password."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add new team
          </Button>
        }
      />
      <AdminNav />
      <Card p={0}>{teams.data ? <TeamsTable teams={teams.data} onOpen={(team) => setOpenId(team.id)} /> : <Loader m="xl" />}</Card>
      {open && <TeamDialog team={open} onClose={() => setOpenId(null)} />}
      {adding && <AddTeamModal onClose={() => setAdding(false)} />}
    </>
  );
}
