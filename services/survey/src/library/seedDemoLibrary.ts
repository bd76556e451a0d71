import { randomUUID } from 'node:crypto';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { newId } from '@canopy/platform/ids';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createConsultantsReader } from '@canopy/identity';
import { createLibraryReader } from '@canopy/projections/survey/library/read';
import { createWorkspacesReader } from '@canopy/workspace';
import { createSurveyCommands, loadAssessment } from '../commands.ts';
import { newLinkId } from '../link/linkPorts.ts';

/** the demo consultant seeded by the identity context, and the demo workspace seeded by the workspace context */
const DEMO_CONSULTANT_EMAIL = 'demo@canopy.local';
const DEMO_WORKSPACE = 'Northwind Health';
const CLONED = ['canopy-psychological-safety', 'canopy-engagement', 'canopy-enps'] as const;

/**
 * What `npm start` shows in the library (SEED_DEMO): while the demo team has no category yet, a category of
 * three Canopy assessments cloned into it (the eNPS among them, so the net-score chart has a ten-point question), and a package in Northwind Health holding them with the collaboration
 * network: two past cycles' links and a forever link open now. Answers the package it made (null on later starts).
 */
export const seedDemoLibrary = async (deps: Pick<ServiceDeps, 'platform' | 'waiter' | 'clock'>): Promise<string | null> => {
  const { pool, log } = deps.platform;
  const demo = await createConsultantsReader(pool).byEmail(DEMO_CONSULTANT_EMAIL);
  if (!demo) return null;
  if (await createLibraryReader(pool).teamHasAnyCategory(demo.team_id)) return null;
  const northwind = (await createWorkspacesReader(pool).ofTeam(demo.team_id)).find((workspace) => workspace.name === DEMO_WORKSPACE);
  const commands = createSurveyCommands(deps);
  const context = (workspaceId: string | null = null): CommandContext => ({
    teamId: demo.team_id,
    workspaceId,
    actor: demo.id,
    correlationId: randomUUID(),
    now: deps.clock.now(),
  });
  const now = () => deps.clock.now().toISOString();

  const categoryId = newId();
  await commands.category(
    categoryId,
    {
      type: 'CreateCategory',
      data: {
        category_id: categoryId,
        team_id: demo.team_id,
        name: 'Northwind programme',
        description: 'Culture baseline for the Northwind Health engagement',
        by: demo.id,
        now: now(),
      },
    },
    context(),
  );
  const clones: string[] = [];
  for (const sourceId of CLONED) {
    const assessmentId = newId();
    const source = await loadAssessment(log, sourceId);
    await commands.assessment(
      assessmentId,
      {
        type: 'CopyAssessment',
        data: {
          assessment_id: assessmentId,
          team_id: demo.team_id,
          mode: 'clone',
          source,
          category_id: categoryId,
          category_exists: true,
          code: '',
          by: demo.id,
          now: now(),
        },
      },
      context(),
    );
    clones.push(assessmentId);
  }
  if (!northwind) return null;
  const packageId = newId();
  await commands.package(
    packageId,
    {
      type: 'CreatePackage',
      data: {
        package_id: packageId,
        workspace_id: northwind.id,
        team_id: demo.team_id,
        fields: {
          name: 'Spring pulse 2026',
          description: 'Safety, engagement and the collaboration network, before the restructuring',
          languages_tags: ['en_US', 'es_ES'],
          is_scheduled: false,
          logo_team: true,
          logo_workspace: true,
          is_attributed: false,
          welcome_screen_title: { en_US: 'Welcome to the spring pulse', es_ES: 'Bienvenida a la encuesta de primavera' },
          welcome_screen_description: {
            en_US: 'Ten minutes, anonymous, and it shapes what we change next.',
            es_ES: 'Diez minutos, anónima, y orienta lo que cambiaremos después.',
          },
        },
        by: demo.id,
        now: now(),
      },
    },
    context(northwind.id),
  );
  for (const assessmentId of [...clones, 'canopy-collaboration-network']) {
    await commands.package(
      packageId,
      {
        type: 'SetPackageAssessment',
        data: { team_id: demo.team_id, assessment_id: assessmentId, relation: true, assessment_archived: false, now: now() },
      },
      context(northwind.id),
    );
  }
  // the package's history: two past cycles, each open 30 days (100 and 40 days ago; the analytics seed answers
  // them), then a forever link, so the demo has a respondent page to open whatever the date
  const DAY = 86_400_000;
  const start = deps.clock.now().getTime();
  const cycles = [
    { opened: new Date(start - 100 * DAY), expires: new Date(start - 70 * DAY) },
    { opened: new Date(start - 40 * DAY), expires: new Date(start - 10 * DAY) },
    { opened: new Date(start), expires: null },
  ];
  for (const cycle of cycles) {
    await commands.link(
      packageId,
      {
        type: 'SetPackageLink',
        data: {
          package_id: packageId,
          workspace_id: northwind.id,
          team_id: demo.team_id,
          link_id: newLinkId(),
          cycle_id: newId(),
          is_forever: cycle.expires === null,
          expires_at: cycle.expires?.toISOString() ?? null,
          min_number_of_days: 0,
          by: demo.id,
          now: cycle.opened.toISOString(),
        },
      },
      { ...context(northwind.id), now: cycle.opened },
    );
  }
  return packageId;
};
