import { describe, expect, it } from 'vitest';
import { findWebDataViolations, type SourceFile } from './webData.ts';

const file = (path: string, ...lines: string[]): SourceFile => ({ path, text: lines.join('\n') });

describe('the web data-access rule', () => {
  it('lets hooks call TanStack Query and pages call the hooks', () => {
    expect(
      findWebDataViolations([
        file('web/src/features/team/queries.ts', "export const teamKeys = { all: ['team'] as const };"),
        file('web/src/features/team/hooks/useMyTeam.ts', 'export const useMyTeam = () => useQuery(myTeamQuery());'),
        file('web/src/features/team/hooks/useUpdateTeam.ts', 'return useMutation<Team, Error, Patch>({ mutationFn });'),
        file('web/src/features/team/TeamPage.tsx', 'const team = useMyTeam();'),
        file('web/src/shared/api/useSomething.ts', 'useQuery({ queryKey })'),
        file('web/src/features/team/TeamPage.unit.spec.ts', 'useQuery({ queryKey })'),
      ]),
    ).toEqual([]);
  });

  it('names each query call a page or component makes itself, with its line', () => {
    expect(
      findWebDataViolations([
        file('web/src/features/culture/queries.ts', 'export const cultureKeys = {};'),
        file('web/src/features/culture/ChartCard.tsx', 'const a = 1;', 'const chart = useQuery({ queryKey: ["x"] });'),
        file('web/src/features/culture/modals/Passes.tsx', 'const save = useMutation<A, B>({ mutationFn });'),
      ]),
    ).toEqual([
      'web/src/features/culture/ChartCard.tsx:2: useQuery outside hooks/ (move it into web/src/features/culture/hooks/)',
      'web/src/features/culture/modals/Passes.tsx:1: useMutation outside hooks/ (move it into web/src/features/culture/hooks/)',
    ]);
  });

  it('asks for a key factory where a feature has hooks', () => {
    expect(findWebDataViolations([file('web/src/features/map/hooks/useMap.ts', 'useQuery(mapQuery())')])).toEqual([
      'web/src/features/map/: hooks without a query-key factory (queries.ts)',
    ]);
  });
});
