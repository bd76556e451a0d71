import { queryOptions } from '@tanstack/react-query';
import { fetchMyTeam } from './api';

export const teamKeys = {
  all: ['team'] as const,
  myTeam: () => [...teamKeys.all, 'my-team'] as const,
};

export const myTeamQuery = () =>
  queryOptions({
    queryKey: teamKeys.myTeam(),
    queryFn: ({ signal }) => fetchMyTeam({ signal }),
  });
