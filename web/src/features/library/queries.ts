import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { packageKeys } from '../packages/queries';
import { fetchArchived, fetchLibrary, type LibraryVariant } from './api';

export const libraryKeys = {
  all: ['library'] as const,
  shelf: (variant: LibraryVariant) => [...libraryKeys.all, 'shelf', variant] as const,
  archived: () => [...libraryKeys.all, 'archived'] as const,
};

export const libraryQuery = (variant: LibraryVariant) =>
  queryOptions({
    queryKey: libraryKeys.shelf(variant),
    queryFn: ({ signal }) => fetchLibrary(variant, { signal }),
    staleTime: variant === 'my' ? 0 : 5 * 60_000,
  });

export const archivedQuery = () =>
  queryOptions({ queryKey: libraryKeys.archived(), queryFn: ({ signal }) => fetchArchived({ signal }), staleTime: 0 });

/** after any change to the team's library: My Library and the archive reload (packages show assessments too) */
export const invalidateLibrary = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: libraryKeys.all }), queryClient.invalidateQueries({ queryKey: packageKeys.all })]);
