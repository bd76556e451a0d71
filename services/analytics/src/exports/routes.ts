import { bodyOf } from '@canopy/contracts/survey/texts';
import { Text } from '@canopy/contracts';
import {
  ALL_ASSESSMENTS_ID,
  AnsweredAssessment,
  AnsweredCycle,
  AnsweredOriginSourcesRequest,
  AnsweredPackage,
  cyclesBelowMinimumMessage,
  ExportsMessages,
  ExportsPaths,
  GroupReportRequest,
  OriginSources,
  RawDataFlag,
  RawDataRequest,
  Unmaskings,
} from '@canopy/contracts/analytics/exports';
import type { PackageCore } from '@canopy/contracts/survey/api';
import { contextOf } from '@canopy/platform/commands/commandContext';
import { fileNameOf } from '@canopy/platform/download/attachment';
import { sendXlsx } from '@canopy/platform/download/xlsx';
import type { AuthUser } from '@canopy/platform/http/auth';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createAtAnswerReader } from '@canopy/projections/analytics/answers/readAtAnswer';
import { createExportsReader } from '@canopy/projections/analytics/exports/read';
import { createConsultantsReader } from '@canopy/projections/identity/consultants/read';
import { type Cycle, createPackageLinksReader } from '@canopy/projections/survey/packageLinks/read';
import { createAiParticipantsReader } from '@canopy/projections/workspace/participants/aiRead';
import { createParticipantsReader } from '@canopy/projections/workspace/participants/read';
import { dayRange } from '@canopy/contracts/platform/dates';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createScrubber } from '../ai/scrub.ts';
import { createAnalyticsCommands } from '../commands.ts';
import { errors, WorkspaceParams, workspaceRoutes } from '../http/workspaceRoutes.ts';
import { createGroupReportFile } from './groupReportFile.ts';
import { cyclesBelowMinimum } from './kAnonymity.ts';
import { writeRawData } from './rawData.ts';
import { releaseOf } from '../release/releaseRule.ts';
import { isScored } from '@canopy/contracts/survey/scoring';
import { tenureBucketOf } from '../release/tenureBucket.ts';

const TAGS = ['exports'];
const Id = () => Text().max(64);
const file = { 200: z.any().describe('the xlsx file, streamed'), ...errors };

/**
 * a cycle as its files label it: '2026-01-05 to 2026-02-04' (or 'to current' while it is open), days in the
 * workspace's time zone, the days the pages show (ADR 0118)
 */
export const cycleLabel = (cycle: Cycle, timeZone: string) => dayRange(cycle.from, cycle.to, timeZone, 'key');
const answeredCycle = (cycle: Cycle, respondents: number, minimum: number) => ({
  from: cycle.from.toISOString(),
  to: cycle.to?.toISOString() ?? null,
  link: cycle.link_id,
  is_forever_package: cycle.is_forever,
  respondents,
  is_masked_exportable: respondents >= minimum,
});

/**
 * The exports under /api/v1/exports (ADR 0068): the lookups of the two export pages and the two files. Every route
 * applies the workspace rule (another team's workspace 404, one the caller is not assigned to 403), then finds the
 * package in that workspace, the assessment in the package and each cycle in the package (404 otherwise).
 */
export const exportRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const { app, pool, workspaces, packages, settings } = workspaceRoutes(instance, deps);
    const exportsReader = createExportsReader(pool);
    const answers = createAnswersReader(pool);
    const atAnswer = createAtAnswerReader(pool);
    const personalTerms = createAiParticipantsReader(pool);
    const links = createPackageLinksReader(pool);
    const roster = createParticipantsReader(pool);
    const consultants = createConsultantsReader(pool);
    const commands = createAnalyticsCommands(deps);
    const groupReportFile = createGroupReportFile(pool);

    const packageIn = async (user: AuthUser, workspaceId: string, packageId: string) => {
      const workspace = await workspaces.assigned(user, workspaceId);
      const found = await packages.one(packageId);
      if (!found || found.workspace_id !== workspace.id) throw httpError(404, ExportsMessages.packageNotFound);
      return { workspace, pkg: found };
    };
    const assessmentOf = (pkg: PackageCore, assessmentId: string) => {
      const assessment = pkg.assessments.find((candidate) => candidate.id === assessmentId);
      if (!assessment) throw httpError(404, ExportsMessages.assessmentNotInPackage);
      return assessment;
    };
    /** the package's cycles of these links, each checked to be the package's */
    const cyclesOf = async (packageId: string, linkIds: readonly string[]) => {
      const all = await links.cyclesOfPackage(packageId, deps.clock.now());
      return [...new Set(linkIds)].map((linkId) => {
        const cycle = all.find((candidate) => candidate.link_id === linkId);
        if (!cycle) throw httpError(404, ExportsMessages.cycleNotInPackage);
        return cycle;
      });
    };
    const groupTypesOf = async (workspaceId: string) =>
      [...new Set((await answers.groups(workspaceId)).map((group) => group.origin_source))].sort((a, b) => a.localeCompare(b));

    app.get(
      ExportsPaths.answeredPackages(':workspaceId', ':rawData'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The packages of the workspace with answers (raw data: true, group report: false)',
          params: WorkspaceParams.extend({ rawData: RawDataFlag }),
          response: { 200: z.array(AnsweredPackage), ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const [held, answered] = await Promise.all([packages.ofWorkspace(workspace.id), exportsReader.answeredPackageIds(workspace.id)]);
        return held.filter((item) => answered.has(item.id)).map(({ id, name, is_attributed }) => ({ id, name, is_attributed }));
      },
    );

    app.get(
      ExportsPaths.answeredAssessments(':workspaceId', ':packageId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The assessments of the package with answers',
          params: WorkspaceParams.extend({ packageId: Id() }),
          response: { 200: z.array(AnsweredAssessment), ...errors },
        },
      },
      async (request) => {
        const { workspace, pkg } = await packageIn(request.user, request.params.workspaceId, request.params.packageId);
        const answered = await exportsReader.answeredAssessmentIds(workspace.id, pkg.id);
        return pkg.assessments
          .filter((assessment) => answered.has(assessment.id))
          .map((assessment) => ({
            id: assessment.id,
            name: bodyOf(assessment.name),
            version: assessment.version,
            is_archived: assessment.is_archived,
          }));
      },
    );

    app.get(
      ExportsPaths.answeredCycles(':workspaceId', ':packageId', ':assessmentId', ':rawData'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The package's cycles with answers (of the assessment; the all-zero id for every assessment), oldest first",
          params: WorkspaceParams.extend({ packageId: Id(), assessmentId: Id(), rawData: RawDataFlag }),
          response: { 200: z.array(AnsweredCycle), ...errors },
        },
      },
      async (request) => {
        const { workspace, pkg } = await packageIn(request.user, request.params.workspaceId, request.params.packageId);
        const every = request.params.assessmentId === ALL_ASSESSMENTS_ID;
        if (!every) assessmentOf(pkg, request.params.assessmentId);
        const [cycles, answered, limits] = await Promise.all([
          links.cyclesOfPackage(pkg.id, deps.clock.now()),
          exportsReader.cycleRespondents(workspace.id, pkg.id, every ? null : request.params.assessmentId),
          settings.of(workspace.id),
        ]);
        return cycles
          .filter((cycle) => answered.has(cycle.cycle_id))
          .map((cycle) => answeredCycle(cycle, answered.get(cycle.cycle_id)!, limits.minimum_group_size));
      },
    );

    app.get(
      ExportsPaths.originSources(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The workspace's group types (origin sources; '' for the groups made by hand)",
          params: WorkspaceParams,
          response: { 200: OriginSources, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        return { origin_sources: await groupTypesOf(workspace.id) };
      },
    );

    app.post(
      ExportsPaths.answeredOriginSources(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The group types of the groups the cycle's respondents are in (every answered cycle with is_all)",
          params: WorkspaceParams,
          body: AnsweredOriginSourcesRequest,
          response: { 200: OriginSources, ...errors },
        },
      },
      async (request) => {
        const { workspace, pkg } = await packageIn(request.user, request.params.workspaceId, request.body.package_id);
        const cycleIds = request.body.is_all
          ? [...(await exportsReader.answeredCycleIds(workspace.id, pkg.id, null))]
          : (await cyclesOf(pkg.id, [request.body.link])).map((cycle) => cycle.cycle_id);
        const people = await roster.participants(await exportsReader.respondentIds(workspace.id, pkg.id, cycleIds));
        const sources = new Set(people.flatMap((person) => person.groups.map((group) => group.origin_source)));
        return { origin_sources: [...sources].sort((a, b) => a.localeCompare(b)) };
      },
    );

    app.post(
      ExportsPaths.rawData(':workspaceId', ':assessmentId', ':packageId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Every answer of the assessment in the chosen cycles as xlsx, masked unless is_private_data_hidden is false',
          params: WorkspaceParams.extend({ assessmentId: Id(), packageId: Id() }),
          body: RawDataRequest,
          response: file,
        },
      },
      async (request, reply) => {
        const { workspace, pkg } = await packageIn(request.user, request.params.workspaceId, request.params.packageId);
        const assessment = assessmentOf(pkg, request.params.assessmentId);
        const body = request.body;
        if (body.links.length === 0) throw httpError(400, ExportsMessages.noCycles);
        const cycles = (await cyclesOf(pkg.id, body.links)).sort((a, b) => a.from.getTime() - b.from.getTime());
        const cycleIds = cycles.map((cycle) => cycle.cycle_id);
        const [keys, allTypes, limits, anonymousTexts, stamped, groups] = await Promise.all([
          exportsReader.submissionKeys(workspace.id, pkg.id, assessment.id, cycleIds),
          groupTypesOf(workspace.id),
          settings.of(workspace.id),
          exportsReader.anonymousTexts(workspace.id, pkg.id, assessment.id, cycleIds),
          atAnswer.ofSubmissions(workspace.id, pkg.id, assessment.id, cycleIds),
          answers.groups(workspace.id, true),
        ]);
        if (keys.length === 0 && anonymousTexts.length === 0) throw httpError(404, ExportsMessages.noAnswers);
        const masked = body.is_private_data_hidden;
        if (masked) {
          // a cycle answered by fewer than the minimum would put a small group's rows in the file (ADR 0126)
          const small = cyclesBelowMinimum(
            keys.map((key) => ({ person: key.participant_id, cycle: key.cycle_id })),
            cycleIds,
            limits.minimum_group_size,
          );
          if (small.length > 0) {
            const labels = cycles.filter((cycle) => small.includes(cycle.cycle_id)).map((cycle) => cycleLabel(cycle, workspace.time_zone));
            throw httpError(422, cyclesBelowMinimumMessage(labels, limits.minimum_group_size));
          }
        }
        const chosenGroupTypes = body.is_all_origin_sources ? allTypes : allTypes.filter((type) => body.origin_sources.includes(type));
        const [people, terms, release] = await Promise.all([
          masked ? [] : roster.participants([...new Set(keys.map((key) => key.participant_id))]),
          personalTerms.personalTerms(workspace.id),
          masked ? releaseOf(answers, workspace.id, assessment.id, limits.minimum_group_size) : null,
        ]);
        if (!masked) {
          // on record before the first byte leaves: no file naming people goes out unrecorded
          const now = deps.clock.now();
          await commands.exportLog(
            workspace.id,
            {
              type: 'RecordUnmaskedExport',
              data: {
                export_id: newId(),
                workspace_id: workspace.id,
                team_id: request.user.teamId,
                consultant_id: request.user.id,
                package_id: pkg.id,
                package_name: pkg.name,
                assessment_id: assessment.id,
                assessment_name: bodyOf(assessment.name),
                cycles: cycles.map((cycle) => ({
                  link: cycle.link_id,
                  cycle_id: cycle.cycle_id,
                  from: cycle.from.toISOString(),
                  to: cycle.to?.toISOString() ?? null,
                })),
                include_named_texts: true,
                exported_at: now.toISOString(),
              },
            },
            contextOf(request, request.user, workspace.id, now),
          );
        }
        const stamps = new Map(stamped.map((row) => [`${row.participant_id}/${row.cycle_id}`, row]));
        const scored = assessment.questions.filter((question) => isScored(question.answer_type));
        // per scored question, the charts' atom each submission's answer is in: the file's combinations are cut by them too
        const atomsOf = release
          ? (person: string, cycle: string) => {
              const stamp = stamps.get(`${person}/${cycle}`);
              if (!stamp) return scored.map(() => -1);
              const bucket = tenureBucketOf(stamp.tenure_days);
              return scored.map((question) => release.atomOf(question.id, cycle, stamp.group_ids, bucket));
            }
          : undefined;
        const fileName = `Raw_data_${fileNameOf(bodyOf(assessment.name), 'assessment')}${masked ? '_masked' : ''}.xlsx`;
        return sendXlsx(reply, fileName, (book) =>
          writeRawData(book, {
            assessmentName: bodyOf(assessment.name),
            packageName: pkg.name,
            questions: assessment.questions,
            cycles: cycles.map((cycle) => ({ id: cycle.cycle_id, label: cycleLabel(cycle, workspace.time_zone) })),
            keys,
            people: new Map(people.map((person) => [person.id, person])),
            classification: workspace.group_classification,
            groupTypes: allTypes,
            chosenGroupTypes,
            groups: new Map(groups.map((group) => [group.id, group])),
            atAnswer: stamps,
            atomsOf,
            masked,
            // a confidential package's respondents were told their answers are never shown with their name (ADR 0085)
            attributed: pkg.is_attributed,
            includeNamedTexts: body.include_named_texts,
            minimum: limits.minimum_group_size,
            openAnswersMinimum: limits.minimum_group_size_open_answers,
            // a page's keys in the table's order: a masked file's shuffled rows still read the index in one pass
            page: (slice) =>
              exportsReader.submissions(
                pkg.id,
                assessment.id,
                [...slice].sort((a, b) => a.cycle_id.localeCompare(b.cycle_id) || a.participant_id.localeCompare(b.participant_id)),
              ),
            anonymousTexts,
            scrub: createScrubber(terms),
          }),
        );
      },
    );

    app.post(
      ExportsPaths.groupReport(':workspaceId', ':packageId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary:
            'Per question and group of the chosen types: respondents, average, distribution, passes, net score; small groups held back',
          params: WorkspaceParams.extend({ packageId: Id() }),
          body: GroupReportRequest,
          response: file,
        },
      },
      async (request, reply) => {
        const { workspace, pkg } = await packageIn(request.user, request.params.workspaceId, request.params.packageId);
        const body = request.body;
        const [cycle] = await cyclesOf(pkg.id, [body.link]);
        const label = cycleLabel(cycle!, workspace.time_zone);
        const write = await groupReportFile(workspace.id, pkg, cycle!, body, deps.clock.now(), {
          workspaceName: workspace.name,
          cycleLabel: label,
        });
        const fileName = `Group_report_${fileNameOf(workspace.name, 'workspace')}_${fileNameOf(pkg.name, 'package')}_${label.replace(' to ', '-')}.xlsx`;
        return sendXlsx(reply, fileName, write);
      },
    );

    app.get(
      ExportsPaths.unmaskings(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Every raw data export of the workspace that named people: who, when, package, assessment and cycles',
          params: WorkspaceParams,
          response: { 200: Unmaskings, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const [rows, team] = await Promise.all([exportsReader.unmaskings(workspace.id), consultants.ofTeam(request.user.teamId)]);
        const names = new Map(
          team.map((consultant) => [consultant.id, `${consultant.first_name ?? ''} ${consultant.last_name ?? ''}`.trim()]),
        );
        return {
          unmaskings: rows.map((row) => ({
            id: row.export_id,
            consultant_id: row.consultant_id,
            consultant_name: names.get(row.consultant_id) || 'Former consultant',
            exported_at: row.exported_at.toISOString(),
            package_id: row.package_id,
            package_name: row.package_name,
            assessment_id: row.assessment_id,
            assessment_name: row.assessment_name,
            cycles: row.cycles.map(({ link, from, to }) => ({ link, from, to })),
          })),
        };
      },
    );
  };
