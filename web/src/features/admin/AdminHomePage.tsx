import { Button, Loader, SimpleGrid } from '@mantine/core';
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
import { NewMemberForm } from './NewMemberForm';

/** /admin 'Admin account': the admin area's buttons, 'Add new team', and the 'New member' form with its team picker */
export function AdminHomePage() {
  usePageTitle('Admin account');
  const teams = useAdminTeams();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!teams.error) return;
    notifications.show({ color: 'red', title: 'The teams could not be loaded', message: errorDetail(teams.error) });
    navigate('/', { replace: true });
  }, [teams.error, navigate]);

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Admin account"
        description="Teams and members of every consulting team on Canopy, and the team-level reports."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add new team
          </Button>
        }
      />
      <AdminNav />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>{teams.data ? <NewMemberForm teams={teams.data} /> : <Loader />}</SimpleGrid>
      {adding && <AddTeamModal onClose={() => setAdding(false)} />}
    </>
  );
}
