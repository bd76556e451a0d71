import type { AssessmentScore, ParsedCollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import type { PersonReader } from '@canopy/projections/analytics/answers/readPerson';
import type { createPackagesReader } from '@canopy/survey';
import { assessmentsOf, periodOf } from '../collaboration/scope.ts';
import { participantScores } from './participantScores.ts';

/**
 * The scores participant details show (spec 2 section 3): the person's answers in the workspace's ATTRIBUTED packages
 * only, whose respondents were told their answers are seen with their name (ADR 0085); a confidential package's
 * answers never appear here, whatever the minimum group size. The period, assessment and group filters apply as on
 * the map: answers given in the period, to the assessments picked, while the person was in a group picked.
 */
export const readParticipantScores = async (
  readers: { packages: Pick<ReturnType<typeof createPackagesReader>, 'ofWorkspace'>; person: PersonReader },
  query: { workspaceId: string; participantId: string; filters: ParsedCollaborationFilters; now: Date },
): Promise<AssessmentScore[]> => {
  const attributed = (await readers.packages.ofWorkspace(query.workspaceId)).filter((pkg) => pkg.is_attributed);
  if (attributed.length === 0) return [];
  const { filters } = query;
  const { from, to } = periodOf(filters.period_of_answer_date, query.now);
  const submissions = await readers.person.submissions({
    workspaceId: query.workspaceId,
    participantId: query.participantId,
    attributedPackageIds: attributed.map((pkg) => pkg.id),
    assessmentIds: assessmentsOf(filters),
    groupIds: !filters.is_all_participants && filters.groups_ids.length > 0 ? filters.groups_ids : null,
    from,
    to,
  });
  const assessments = new Map(attributed.flatMap((pkg) => pkg.assessments).map((assessment) => [assessment.id, assessment]));
  return participantScores([...assessments.values()], submissions);
};
