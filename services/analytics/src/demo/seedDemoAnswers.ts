import { positionOfScore } from '@canopy/contracts/survey/scoring';
import { randomUUID } from 'node:crypto';
import { ListParticipantsRequest } from '@canopy/contracts/participants/api';
import type { CollaborationType } from '@canopy/contracts/survey/respondent';
import type { PackageCore } from '@canopy/contracts/survey/api';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createConsultantsReader } from '@canopy/identity';
import { createPackagesReader, endedCyclesOf, hasAnswered, recordAnswers } from '@canopy/survey';
import { createWorkspacesReader, createParticipantsReader } from '@canopy/workspace';

const DEMO_CONSULTANT_EMAIL = 'demo@canopy.local';
const DEMO_WORKSPACE = 'Northwind Health';
const DEMO_PACKAGE = 'Spring pulse 2026';
const DAY = 86_400_000;

/** a small deterministic generator, so every fresh demo database tells the same story */
const generator = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

/** open answers of the demo, so the text views and their analysis have believable words to read */
export const DEMO_REASONS = {
  low: [
    'Workload has been heavy for months and nobody seems to notice.',
    'Decisions come from the top without explanation.',
    'Good colleagues, but we lose people faster than we can train them.',
    'Shift changes are announced too late to plan around.',
    'I rarely hear back after raising a concern.',
  ],
  high: [
    'My manager listens and follows through.',
    'I learn something new every week and feel trusted.',
    'The team helps each other when things get busy.',
    'Flexible hours make it work with my family.',
    'We can see how our work helps patients.',
  ],
} as const;

type Choice = { collaborator_id: string; collaboration_type: CollaborationType };

/**
 * Who each person names on the collaboration questions, the same in every cycle (working ties outlast a few weeks):
 * their department's manager (the first member whose title leads people, else its first member), the colleagues
 * either side of them and one further along in the department (neighbours name each other, so some ties are
 * mutual), and, for one person in four, a friendly colleague in the next department. Managers name the managers of
 * the departments either side of theirs.
 */
const collaborationPicks = (
  groups: ReadonlyArray<{ id: string; participants: ReadonlyArray<{ id: string }> }>,
  jobs: ReadonlyMap<string, string>,
): Map<string, Choice[]> => {
  const picks = new Map<string, Choice[]>();
  const managers = groups.map(
    (group) => (group.participants.find((member) => /(Manager|Lead)$/.test(jobs.get(member.id) ?? '')) ?? group.participants[0])?.id,
  );
  groups.forEach((group, groupIndex) => {
    const manager = managers[groupIndex];
    const team = group.participants.filter((member) => member.id !== manager);
    const next = groups[(groupIndex + 1) % groups.length]!.participants;
    team.forEach((member, index) => {
      if (picks.has(member.id)) return;
      const chosen: Choice[] = [];
      const add = (id: string | undefined, collaboration_type: CollaborationType) => {
        if (id && id !== member.id && !chosen.some((pick) => pick.collaborator_id === id))
          chosen.push({ collaborator_id: id, collaboration_type });
      };
      add(manager, 'manager');
      for (const step of [-1, 1, 3]) add(team[(index + step + team.length) % team.length]?.id, 'default');
      if (index % 4 === 0) add(next[index % Math.max(1, next.length)]?.id, 'friendly');
      picks.set(member.id, chosen);
    });
    if (manager && !picks.has(manager)) {
      const peers = [managers[(groupIndex + groups.length - 1) % groups.length], managers[(groupIndex + 1) % groups.length]];
      const distinct = [...new Set(peers.filter((peer): peer is string => peer !== undefined && peer !== manager))];
      picks.set(
        manager,
        distinct.map((peer) => ({ collaborator_id: peer, collaboration_type: 'default' })),
      );
    }
  });
  return picks;
};

/**
 * The demo survey's answers (SEED_DEMO), once: the two past cycles of the demo package (whose links the library seed
 * generated 100 and 40 days ago, before the forever link open now) answered by most of Northwind Health. Departments
 * differ believably (one struggles, one improves between cycles); some people pass a question now and then.
 * Answers go through the answer submission's decider onto each respondent's response stream.
 */
export const seedDemoAnswers = async (deps: Pick<ServiceDeps, 'platform' | 'waiter' | 'clock'>): Promise<number> => {
  const { pool } = deps.platform;
  const demo = await createConsultantsReader(pool).byEmail(DEMO_CONSULTANT_EMAIL);
  if (!demo) return 0;
  const workspace = (await createWorkspacesReader(pool).ofTeam(demo.team_id)).find((item) => item.name === DEMO_WORKSPACE);
  if (!workspace) return 0;
  const held: PackageCore | undefined = (await createPackagesReader(pool).ofWorkspace(workspace.id)).find(
    (item) => item.name === DEMO_PACKAGE,
  );
  if (!held) return 0;
  // the past cycles of the demo package: the links its library seed generated with an end already passed
  const past = (await endedCyclesOf(deps, held.id, deps.clock.now())).slice(0, 2);
  if (past.length === 0) return 0;
  // the first cycle is well attended; the second a little less, with moods lifted
  const cycles = past.map((link, index) => ({
    id: link.cycle_id,
    linkId: link.link_id,
    opened: new Date(link.created_at),
    closes: Date.parse(link.expires_at!),
    turnout: index === 0 ? 0.8 : 0.7,
    lift: index === 0 ? 0 : 0.35,
  }));

  const context = (at: Date, actor: string): CommandContext => ({
    teamId: demo.team_id,
    workspaceId: workspace.id,
    actor,
    correlationId: randomUUID(),
    now: at,
  });
  const roster = createParticipantsReader(pool);
  const groups = await roster.groups(workspace.id);
  const staff = (await roster.page(ListParticipantsRequest.parse({ workspace_id: workspace.id, isAll: true }))).participants;
  const picks = collaborationPicks(groups, new Map(staff.map((person) => [person.id, person.job])));
  // once: a respondent of the first cycle already has answers when this seed ran before
  for (const member of groups.flatMap((group) => group.participants)) {
    if (await hasAnswered(deps, { packageId: held.id, participantId: member.id, cycleId: cycles[0]!.id })) return 0;
  }
  const random = generator(20_260_401);
  // each department's mood: a shift on the five-point scale; the first struggles, the second improves most
  const mood = new Map(groups.map((group, index) => [group.id, index === 0 ? -1.1 : index === 1 ? -0.4 : (index % 3) * 0.3]));
  const improving = groups[1]?.id;
  const seen = new Set<string>();
  let submitted = 0;
  for (const cycle of cycles) {
    for (const group of groups) {
      for (const member of group.participants) {
        if (seen.has(`${cycle.id}-${member.id}`) || random() > cycle.turnout) continue;
        seen.add(`${cycle.id}-${member.id}`);
        const shift = (mood.get(group.id) ?? 0) + (group.id === improving ? cycle.lift * 2 : cycle.lift);
        const chosen = picks.get(member.id) ?? [];
        const at = new Date(Math.min(cycle.closes - DAY, cycle.opened.getTime() + Math.floor(random() * 20 * DAY) + DAY)).toISOString();
        for (const assessment of held.assessments) {
          const answers = assessment.questions.map((question) => {
            // `five` is the score (higher is better); the value sent is the position chosen, which for a reversed
            // question is the one that scores `five` (survey/scoring.ts)
            const five = Math.min(5, Math.max(1, Math.round(3.6 + shift + (random() - 0.5) * 2.4)));
            const ten = Math.min(10, Math.max(1, Math.round(7.2 + shift * 1.8 + (random() - 0.5) * 4)));
            const value =
              question.answer_type === 'one_to_five'
                ? random() < 0.04
                  ? 0
                  : five
                : question.answer_type === 'one_to_five_reversed'
                  ? positionOfScore(question.answer_type, five)
                  : question.answer_type === 'one_to_ten'
                    ? ten
                    : null;
            // about half leave a reason for their score, in line with their mood
            const reason =
              question.answer_type.startsWith('text') && random() < 0.5
                ? (shift < 0 ? DEMO_REASONS.low : DEMO_REASONS.high)[Math.floor(random() * DEMO_REASONS.high.length)]!
                : '';
            return { question_id: question.id, answer_type: question.answer_type, answer_value: value, answer_body: reason };
          });
          const picksColleagues = assessment.questions.some((question) => question.answer_type.startsWith('select_'));
          // through survey's door: the answer submission's own decider, as the respondent page's POST runs it (the
          // link and the respondent are known here, so the route's look-ups are not repeated)
          await recordAnswers(
            deps,
            {
              package_id: held.id,
              workspace_id: workspace.id,
              team_id: demo.team_id,
              cycle_id: cycle.id,
              link_id: cycle.linkId,
              participant_id: member.id,
              assessment: { id: assessment.id, version: assessment.version, questions: assessment.questions },
              answers,
              collaboration: picksColleagues ? chosen : [],
              collaborators_in_workspace: new Set(chosen.map((pick) => pick.collaborator_id)),
              identified_by: 'credential',
              now: at,
            },
            context(new Date(at), member.id),
          );
          submitted++;
        }
      }
    }
  }
  return submitted;
};
