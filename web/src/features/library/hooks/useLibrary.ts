import { useQuery } from '@tanstack/react-query';
import type { LibraryVariant } from '../api';
import { libraryQuery } from '../queries';

/** My Library or the default library: its categories with their assessments */
export function useLibrary(variant: LibraryVariant) {
  return useQuery(libraryQuery(variant));
}
