import { bodyOf } from '@canopy/contracts/survey/texts';
import { AiMessages } from '@canopy/contracts/analytics/ai';
import { aiAnalysisStream, type AiTrigger } from '@canopy/contracts/analytics/aiEvents';
import type { PackageCore } from '@canopy/contracts/survey/api';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { streamCommand } from '@canopy/platform/commands/streamCommand';
import { DomainError } from '@canopy/platform/commands/decider';
import { newId } from '@canopy/platform/ids';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createAiAnalysesReader, type AiRunRow } from '@canopy/projections/analytics/aiAnalyses/read';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createPackageLinksReader, type Cycle, createOpenLinksReader, createPackagesReader } from '@canopy/survey';
import { createAiParticipantsReader, createWorkspacesReader } from '@canopy/workspace';
import { analyseComments } from './analyseComments.ts';
import { PERIODIC_QUEUE, type Jobs } from '@canopy/platform/jobs/jobs';
import type { TextAnalyser } from './port.ts';
import { aiRunDecider } from './run/decide.ts';
import { AUTOMATIC_SWEEP_CRON, automaticPeriod, isAutomaticRunDue } from './run/periods.ts';
import { createRunComments } from './runComments.ts';
import { createScrubber } from './scrub.ts';

export const AI_RUN_QUEUE = 'ai-analysis';
export const AI_MONTHLY_QUEUE = 'ai-analysis-monthly';
export const AI_QUARTERLY_QUEUE = 'ai-analysis-quarterly';
const TEXT_TYPES = new Set(['text', 'text_anonymous']);

/** the package's assessments that hold open-answer questions */
export const assessmentsWithText = (pkg: PackageCore) =>
  pkg.assessments.filter((assessment) => assessment.questions.some((question) => TEXT_TYPES.has(question.answer_type)));

const systemContext = (run: Pick<AiRunRow, 'team_id' | 'workspace_id' | 'run_id'>, now: Date): CommandContext => ({
  teamId: run.team_id,
  workspaceId: run.workspace_id,
  actor: 'ai-analysis',
  correlationId: `ai-${run.run_id}`,
  now,
});

/**
 * The AI runs (ADR 0072): Generate (or the monthly and quarterly schedules) requests a run and queues a job; the job
 * analyses the cycle's comments in the run's period and appends the result as an event; a failed try is retried by
 * the queue within the configured limit, then shows failed with its reason until a consultant starts it again.
 */
export const createAiRuns = (deps: Pick<ServiceDeps, 'platform' | 'waiter' | 'logger' | 'clock'>, wiring: { analyser: TextAnalyser }) => {
  const { pool, config } = deps.platform;
  const clock = () => deps.clock.now();
  const command = streamCommand(deps, aiRunDecider, aiAnalysisStream, ['analytics_ai']);
  const runs = createAiAnalysesReader(pool);
  const packages = createPackagesReader(pool);
  const links = createPackageLinksReader(pool);
  const people = createAiParticipantsReader(pool);
  const runComments = createRunComments(pool);
  const settings = createSettingsReader(pool);
  const openLinks = createOpenLinksReader(pool);
  const workspaces = createWorkspacesReader(pool);
  const retry = { retryLimit: config.AI_RUN_RETRY_LIMIT, retryDelay: config.AI_RUN_RETRY_DELAY_SECONDS, retryBackoff: true };
  let queue: Jobs | null = null;

  const enqueue = async (runId: string) => {
    if (queue) await queue.send(AI_RUN_QUEUE, { run_id: runId }, retry);
  };

  const request = async (input: {
    pkg: PackageCore;
    teamId: string;
    cycle: Cycle;
    period_start: string;
    period_end: string | null;
    trigger: AiTrigger;
    by: string;
    context: CommandContext;
    /** an automatic run's id says its cycle and period, so a schedule firing twice requests it once */
    runId?: string;
  }) => {
    if (assessmentsWithText(input.pkg).length === 0) throw new DomainError(AiMessages.noOpenAnswers, 400);
    if (input.trigger === 'manual' && (await runs.activeRun(input.pkg.id, input.cycle.cycle_id)))
      throw new DomainError(AiMessages.alreadyQueued, 409);
    const runId = input.runId ?? newId();
    const requested = await command(
      runId,
      {
        type: 'RequestAiAnalysis',
        data: {
          run_id: runId,
          workspace_id: input.pkg.workspace_id,
          team_id: input.teamId,
          package_id: input.pkg.id,
          cycle_id: input.cycle.cycle_id,
          link_id: input.cycle.link_id,
          is_forever: input.cycle.is_forever,
          period_start: input.period_start,
          period_end: input.period_end,
          trigger: input.trigger,
          requested_by: input.by,
          requested_at: input.context.now.toISOString(),
        },
      },
      input.context,
    );
    if (requested.events.length > 0) await enqueue(runId);
    return runId;
  };

  /** the analysis of one run: what its job does on each try */
  const analyse = async (run: AiRunRow, now: Date) => {
    const pkg = await packages.one(run.package_id);
    if (!pkg) throw new Error('The package was deleted');
    const [{ comments, groups }, terms, setting] = await Promise.all([
      runComments(run, now),
      people.personalTerms(run.workspace_id),
      settings.of(run.workspace_id),
    ]);
    const questions = new Map(
      pkg.assessments.flatMap((assessment) =>
        assessment.questions.map((question) => [`${assessment.id}/${question.id}`, bodyOf(question.body)]),
      ),
    );
    const open = new Set(assessmentsWithText(pkg).map((assessment) => assessment.id));
    return analyseComments({
      comments: comments.filter((comment) => open.has(comment.assessment_id)),
      groups,
      minimum: setting.minimum_group_size_open_answers,
      fallbackLanguage: pkg.languages_tags[0] ?? 'en_US',
      questionText: (assessmentId, questionId) => questions.get(`${assessmentId}/${questionId}`) ?? '',
      scrub: createScrubber(terms),
      analyser: wiring.analyser,
    });
  };

  /** one try of a run; throws (so the queue retries) only when the run is to be tried again */
  const runJob = async (runId: string) => {
    const run = await runs.run(runId);
    if (!run) return;
    const started = await command(
      runId,
      { type: 'StartAiAttempt', data: { run_id: runId, now: clock().toISOString() } },
      systemContext(run, clock()),
    );
    if (started.events.length === 0) return;
    try {
      const now = clock();
      const results = await analyse(run, now);
      await command(
        runId,
        {
          type: 'CompleteAiAnalysis',
          data: {
            run_id: runId,
            analyser: wiring.analyser.name,
            period_end: (run.period_end ?? now).toISOString(),
            results,
            now: clock().toISOString(),
          },
        },
        systemContext(run, clock()),
      );
    } catch (problem) {
      const reason = problem instanceof Error ? problem.message : String(problem);
      deps.logger.warn({ run_id: runId, reason }, 'AI analysis try failed');
      const failed = await command(
        runId,
        { type: 'FailAiAttempt', data: { run_id: runId, reason, retry_limit: config.AI_RUN_RETRY_LIMIT, now: clock().toISOString() } },
        systemContext(run, clock()),
      );
      const event = failed.events[0];
      if (event?.type === 'AiAnalysisFailed' && event.data.will_retry) throw problem;
    }
  };

  const restart = async (runId: string, by: string, context: CommandContext) => {
    await command(runId, { type: 'RestartAiAnalysis', data: { run_id: runId, by, now: context.now.toISOString() } }, context);
    await enqueue(runId);
  };

  /**
   * the monthly or quarterly runs: every package whose current link is an open one, in each workspace where the run is
   * due now (06:00 of the first day on its own calendar), over the period that ended there
   */
  const automatic = async (trigger: Exclude<AiTrigger, 'manual'>, now: Date) => {
    const requested: string[] = [];
    const forever = await openLinks.foreverLinks();
    const zones = await workspaces.timeZones([...new Set(forever.map((link) => link.workspace_id))]);
    for (const link of forever) {
      const zone = zones.get(link.workspace_id);
      if (!zone || !isAutomaticRunDue(trigger, now, zone)) continue;
      const period = automaticPeriod(trigger, now, zone);
      const pkg = await packages.one(link.package_id);
      if (!pkg || assessmentsWithText(pkg).length === 0) continue;
      const cycle = (await links.cyclesOfPackage(link.package_id, now)).find((item) => item.cycle_id === link.cycle_id);
      if (!cycle) continue;
      const context: CommandContext = {
        teamId: link.team_id,
        workspaceId: link.workspace_id,
        actor: 'ai-schedule',
        correlationId: `ai-${trigger}-${period.period_start}`,
        now,
      };
      const runId = `${trigger}-${link.cycle_id}-${period.period_start.slice(0, 10)}`;
      requested.push(await request({ pkg, teamId: link.team_id, cycle, ...period, trigger, by: 'schedule', context, runId }));
    }
    return requested;
  };

  return {
    request,
    restart,
    runJob,
    automatic,
    /** binds the runs to the process's jobs: their queue, its worker, and the two schedules */
    async attach(jobs: Jobs, options: { work: boolean }) {
      queue = jobs;
      // an analysis with a remote model can take minutes; a worker that died stops heartbeating and its try is retried
      await jobs.createQueue(AI_RUN_QUEUE, { ...retry, heartbeatSeconds: 60, expireInSeconds: 60 * 60 });
      // the schedules are periodic sweeps; a run they request is retried on its own queue
      await jobs.createQueue(AI_MONTHLY_QUEUE, { ...PERIODIC_QUEUE, retryLimit: 2, retryDelay: 60 });
      await jobs.createQueue(AI_QUARTERLY_QUEUE, { ...PERIODIC_QUEUE, retryLimit: 2, retryDelay: 60 });
      if (!options.work) return;
      await jobs.work<{ run_id: string }>(AI_RUN_QUEUE, { pollingIntervalSeconds: 1 }, async (job) => runJob(job.data.run_id));
      await jobs.work(AI_MONTHLY_QUEUE, {}, async () => void (await automatic('monthly', clock())));
      await jobs.work(AI_QUARTERLY_QUEUE, {}, async () => void (await automatic('quarterly', clock())));
      // hourly sweeps: each workspace is due at 06:00 of the first day in its own time zone (ADR 0153)
      await jobs.schedule(AI_MONTHLY_QUEUE, AUTOMATIC_SWEEP_CRON, {}, { tz: 'UTC' });
      await jobs.schedule(AI_QUARTERLY_QUEUE, AUTOMATIC_SWEEP_CRON, {}, { tz: 'UTC' });
    },
  };
};

export type AiRuns = ReturnType<typeof createAiRuns>;
