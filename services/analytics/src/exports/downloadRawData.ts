import { bodyOf } from '@canopy/contracts/survey/texts';
import { cyclesBelowMinimumMessage, ExportsMessages, RawDataRequest } from '@canopy/contracts/analytics/exports';
import { isScored } from '@canopy/contracts/survey/scoring';
import { fileNameOf } from '@canopy/platform/download/attachment';
import type { XlsxBook } from '@canopy/platform/download/xlsx';
import type { Prelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { z } from 'zod';
import { createScrubber } from '../ai/scrub.ts';
import { releaseOf } from '../release/releaseRule.ts';
import { tenureBucketOf } from '../release/tenureBucket.ts';
import { cycleLabel } from './cycleLabel.ts';
import { assessmentOf, type ExportPorts, Id, packageAccess, WorkspaceParams } from './exportPorts.ts';
import { cyclesBelowMinimum } from './kAnonymity.ts';
import { writeRawData } from './rawData.ts';

export const Params = WorkspaceParams.extend({ assessmentId: Id(), packageId: Id() });
export const Body = RawDataRequest;
type In = { params: z.output<typeof Params>; body: z.output<typeof Body> };
export const access = (ports: Pick<ExportPorts, 'workspaces' | 'packages'>) => packageAccess<In>(ports, (input) => input.params.packageId);
type Scope = Awaited<ReturnType<ReturnType<typeof access>['scope']>>;

/**
 * Every answer of the assessment in the chosen cycles as xlsx (ADR 0126): masked unless `is_private_data_hidden` is
 * false, a masked file refused (422) while a cycle has fewer respondents than the minimum, an unmasked one recorded
 * before its first byte leaves. Answers the file's name and its writer; the route streams it.
 */
export const downloadRawData =
  (ports: ExportPorts) =>
  async ({ params, body }: In, prelude: Prelude<Scope>): Promise<{ fileName: string; write: (book: XlsxBook) => Promise<void> }> => {
    const { workspace, pkg } = prelude.scope;
    const { exportsReader, settings, atAnswer, answers, roster, personalTerms, commands, groupTypesOf, cyclesOf } = ports;
    const assessment = assessmentOf(pkg, params.assessmentId);
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
      const now = ports.clock.now();
      await commands.exportLog(
        workspace.id,
        {
          type: 'RecordUnmaskedExport',
          data: {
            export_id: newId(),
            workspace_id: workspace.id,
            team_id: prelude.user.teamId,
            consultant_id: prelude.user.id,
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
        { ...prelude.context, now },
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
    return {
      fileName,
      write: (book) =>
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
    };
  };
