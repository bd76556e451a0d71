import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDetail } from '../../../shared/api/http';
import { adminTeamsQuery } from '../queries';

/** every team with its members (GET /admin/teams); if the list fails, the error shows and the page goes to '/' (spec) */
export function useAdminTeams() {
  const teams = useQuery(adminTeamsQuery());
  const navigate = useNavigate();
  useEffect(() => {
    if (!teams.error) return;
    notifications.show({ color: 'red', title: 'The teams could not be loaded', message: errorDetail(teams.error) });
    navigate('/', { replace: true });
  }, [teams.error, navigate]);
  return teams;
}
