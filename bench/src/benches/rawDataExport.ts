import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ExportsPaths } from '@canopy/contracts/analytics/exports';
import { participantFields } from '@canopy/contracts/participants/fields.fixtures';
import { responseStream } from '@canopy/contracts/survey/responseEvents';
import { startRuntime } from '@canopy/gateway';
import { writeXlsx } from '@canopy/platform/download/xlsx';
import { createExportsReader } from '@canopy/projections/analytics/exports/read';
import { createPackageLinksReader } from '@canopy/projections/survey/packageLinks/read';
import { createRosterPort } from '@canopy/workspace';
import pino from 'pino';
import { benchTeam } from '../support/benchTeam.ts';
import type { BenchCluster } from '../support/cluster.ts';
import { count, ratio, seconds, timed, verdict, type BenchReport } from '../support/report.ts';
import { benchRuntimeConfig } from '../support/runtimeConfig.ts';

// The raw data export of 100,000 submissions x 20 questions: time to the last byte at the client and the server's
// peak RSS growth while it streams, against exceljs's streaming writer writing the same rows to a file.
const SUBMISSIONS = Number(process.env.EXPORT_SUBMISSIONS ?? 100_000);
const QUESTIONS = 20;
const GROUPS = 20;
const WRITERS = 256;
const GOAL_MS = 3_000;
const GOAL_RSS_MB = 150;
const PASSWORD = 'bench-export-secret';

/** a full collection, so the growth measured is the export's and not the seeding's garbage */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** samples RSS every 10 ms while `work` runs: the peak above the RSS at the start */
const peakGrowth = async <T>(work: () => Promise<T>) => {
  gc();
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    const result = await timed(work);
    peak = Math.max(peak, process.memoryUsage.rss());
    return { ...result, growthMb: (peak - start) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
};

export const rawDataExportBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const url = await cluster.createDatabase('bench_raw_export');
  const runtime = await startRuntime({ config: benchRuntimeConfig(url), logger: pino({ level: 'silent' }) });
  const folder = await mkdtemp(path.join(os.tmpdir(), 'canopy-export-'));
  try {
    const { teamId, consultantIds, token, call } = await benchTeam(runtime, { email: 'export@example.com', password: PASSWORD });
    const workspaceId = (
      await call<{ id: string }>('POST', '/workspaces', { name: 'Export bench', additional_info: { formation_type: 2 } })
    ).id;
    const category = await call<{ id: string }>('POST', '/categories', { name: 'Bench' });
    const assessment = await call<{ id: string; version: number; questions: { id: string; answer_type: string }[] }>(
      'POST',
      '/assessments',
      {
        name: { en_US: 'Bench survey' },
        category_id: category.id,
        questions: Array.from({ length: QUESTIONS }, (_, index) => ({
          index,
          body: { en_US: `Question ${index + 1}` },
          answer_type: index % 5 === 4 ? 'one_to_five_reversed' : index % 5 === 3 ? 'one_to_ten' : 'one_to_five',
        })),
      },
    );
    const pkg = await call<{ id: string }>('POST', '/packages', {
      name: 'Bench package',
      description: '',
      workspace_id: workspaceId,
    });
    await call('POST', `/assessments/${assessment.id}/to-package/${pkg.id}`, { relation: true });
    const link = (await call<{ package_link: string }>('POST', `/packages/${pkg.id}/link`, { is_forever: true })).package_link;
    const cycleId = (await createPackageLinksReader(runtime.platform.pool).byLinkId(link))!.cycle_id;

    const context = () => ({ teamId, workspaceId, actor: consultantIds[0]!, correlationId: randomUUID(), now: new Date() });
    const seeded = await timed(() =>
      createRosterPort(runtime.deps).importParticipants({
        workspaceId,
        source: 'csv',
        rows: Array.from({ length: SUBMISSIONS }, (_, n) => ({
          row: n + 1,
          fields: participantFields({
            first_name: `P${n}`,
            last_name: 'Bench',
            email: `p${n}@bench.example`,
            hiring_date: new Date(Date.UTC(2015 + (n % 10), n % 12, 1)).toISOString(),
            department: `Department ${n % 7}`,
          }),
          groups: [{ name: `Team ${String(n % GROUPS).padStart(2, '0')}` }],
        })),
        context: context(),
      }),
    );
    const people = seeded.result.created;
    progress(`raw export: imported ${count(people.length)} participants in ${seconds(seeded.ms)}`);
    const answersOf = (p: number) =>
      assessment.questions.map((question, q) => {
        const top = question.answer_type === 'one_to_ten' ? 11 : 6;
        const value = (p * 7 + q * 3) % top;
        return { question_id: question.id, answer_type: question.answer_type as 'one_to_five', value, passed: value === 0 };
      });
    let next = 0;
    const appended = await timed(() =>
      Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (next < people.length) {
            const p = next++;
            await runtime.platform.log.append(
              responseStream(pkg.id, people[p]!, cycleId),
              [
                {
                  type: 'AssessmentResponseSubmitted',
                  data: {
                    package_id: pkg.id,
                    workspace_id: workspaceId,
                    team_id: teamId,
                    cycle_id: cycleId,
                    link_id: link,
                    participant_id: people[p]!,
                    assessment_id: assessment.id,
                    assessment_version: assessment.version,
                    answers: answersOf(p),
                    collaboration: [],
                    texts: {},
                    identified_by: 'credential' as const,
                    submitted_at: new Date(Date.UTC(2026, 0, 1) + p * 1000).toISOString(),
                  },
                },
              ],
              { expectedRevision: 'any', context: context() },
            );
          }
        }),
      ),
    );
    progress(`raw export: appended ${count(people.length)} submissions in ${seconds(appended.ms)}`);
    const head = await runtime.platform.store.headPosition();
    if (!(await runtime.deps.waiter.waitFor(head!, ['analytics_exports', 'analytics_answers', 'participants'], 900_000)))
      throw new Error('the read models did not catch up');
    // and every submission readable (the waiter's position can be read before the last appends are visible)
    const exportsReader = createExportsReader(runtime.platform.pool);
    for (let waited = 0; ; waited += 1) {
      const seen = (await exportsReader.submissionKeys(workspaceId, pkg.id, assessment.id, [cycleId])).length;
      if (seen === people.length) break;
      if (waited > 600) throw new Error(`${seen} of ${people.length} submissions projected`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await runtime.platform.pool.query('vacuum analyze analytics_exports.submissions');

    /** the export through the API, the body read to its last byte and dropped */
    const exportOnce = (masked: boolean) =>
      peakGrowth(async () => {
        const response = await fetch(`${runtime.url}/api/v1${ExportsPaths.rawData(workspaceId, assessment.id, pkg.id)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ links: [link], is_all_origin_sources: true, is_private_data_hidden: masked }),
        });
        if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
        let bytes = 0;
        for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
        return bytes;
      });
    await exportOnce(true); // warm-up: code paths and the database's caches
    const masked = await exportOnce(true);
    const named = await exportOnce(false);
    progress(
      `raw export: masked ${seconds(masked.ms)} (+${masked.growthMb.toFixed(0)} MB RSS, ${(masked.result / 2 ** 20).toFixed(1)} MB file)`,
    );
    progress(`raw export: unmasked ${seconds(named.ms)} (+${named.growthMb.toFixed(0)} MB RSS)`);

    // baseline: exceljs's streaming writer (the same settings) writing rows of the same shape to a file
    const baseline = await peakGrowth(() =>
      writeXlsx(createWriteStream(path.join(folder, 'baseline.xlsx')), async (book) => {
        const sheet = book.sheet('Answers', [
          { header: 'Respondent' },
          { header: 'Cycle' },
          { header: 'Custom groups' },
          ...Array.from({ length: QUESTIONS + 4 }, (_, index) => ({ header: `Question ${index + 1}` })),
        ]);
        for (let p = 0; p < people.length; p++) {
          await sheet.row([
            `Respondent ${p}`,
            '2026-01-01 to current',
            `Team ${p % GROUPS}`,
            ...answersOf(p).map((answer) => (answer.passed ? 'Pass' : answer.value)),
            1,
            2,
            3,
            4,
          ]);
        }
        sheet.done();
      }),
    );
    progress(`raw export: exceljs to a file ${seconds(baseline.ms)} (+${baseline.growthMb.toFixed(0)} MB RSS)`);

    const label = `raw data export, ${count(SUBMISSIONS)} submissions x ${QUESTIONS} questions`;
    return {
      title: 'Raw data export',
      howMeasured: `${count(SUBMISSIONS)} participants in ${GROUPS} groups imported through the roster port, each with one submission of a ${QUESTIONS}-question assessment (five-point, reversed and ten-point questions) appended to the response streams, both read models caught up. The export is POSTed to the running server and its body read to the last byte by a client in the same process (one warm-up first); RSS is sampled every 10 ms after a full collection, and the growth is the peak above the start (the client's share is only the bytes in flight). The baseline is exceljs's streaming WorkbookWriter with the same settings writing rows of the same width (${QUESTIONS + 7} columns) to a file, through the same pacing, in the same process.`,
      rows: [
        {
          bench: `${label}, masked, to the last byte`,
          figure: seconds(masked.ms),
          goal: `<= ${seconds(GOAL_MS)}`,
          baseline: `exceljs to a file: ${seconds(baseline.ms)}`,
          ratio: ratio(masked.ms, baseline.ms),
          verdict: verdict(masked.ms <= GOAL_MS),
        },
        {
          bench: `${label}, masked, peak RSS growth`,
          figure: `${masked.growthMb.toFixed(0)} MB`,
          goal: `<= ${GOAL_RSS_MB} MB`,
          baseline: `exceljs to a file: ${baseline.growthMb.toFixed(0)} MB`,
          ratio: ratio(masked.growthMb, baseline.growthMb),
          verdict: verdict(masked.growthMb <= GOAL_RSS_MB),
        },
        {
          bench: `${label}, unmasked, to the last byte`,
          figure: `${seconds(named.ms)} (+${named.growthMb.toFixed(0)} MB RSS)`,
          goal: '—',
          baseline: `exceljs to a file: ${seconds(baseline.ms)}`,
          ratio: ratio(named.ms, baseline.ms),
          verdict: '—',
        },
      ],
    };
  } finally {
    await runtime.stop();
    await cluster.dropDatabase('bench_raw_export');
    await rm(folder, { recursive: true, force: true });
  }
};
