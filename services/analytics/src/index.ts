import { defineServiceModule, type ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { analyserOf } from './ai/analyserOf.ts';
import { createAiRuns, type AiRuns } from './ai/aiRuns.ts';
import { aiRoutes } from './ai/routes.ts';
import { aiAnalysisEvents } from '@canopy/contracts/analytics/aiEvents';
import { collaborationRoutes } from './collaboration/routes.ts';
import { seedDemoAnswers } from './demo/seedDemoAnswers.ts';
import { driverRoutes } from './drivers/routes.ts';
import { alertRoutes } from './alerts/routes.ts';
import { previewRoutes } from './preview/routes.ts';
import { analyticsRoutes } from './http/analyticsRoutes.ts';
import { visualizationRoutes } from './http/visualizationRoutes.ts';
import { analyticsSettingsEvents, visualizationEvents } from '@canopy/contracts/analytics/events';
import { exportLogEvents } from '@canopy/contracts/analytics/exports';
import { exportRoutes } from './exports/routes.ts';

/** one set of AI runs per process (routes and the job worker share it), with the adapter the configuration names */
const aiRunsByDeps = new WeakMap<object, AiRuns>();
export const aiRunsOf = (deps: ServiceDeps): AiRuns => {
  let runs = aiRunsByDeps.get(deps.platform);
  if (!runs) {
    runs = createAiRuns(deps, { analyser: analyserOf(deps.platform.config) });
    aiRunsByDeps.set(deps.platform, runs);
  }
  return runs;
};

/**
 * The analytics context: the Culture page's blocks, charts, participation, passes and driver analysis, read from the
 * `analytics_answers` read model, and the Collaboration page's map, from the `collaboration` read model
 * (projections/src/analytics). The exports (exports/) read `analytics_exports` and `analytics_answers`; the AI
 * analysis of open answers is in `ai/` (ADR 0071-0073).
 */
export const analyticsModule = defineServiceModule({
  name: 'analytics',
  contracts: [...visualizationEvents, ...analyticsSettingsEvents, ...exportLogEvents, ...aiAnalysisEvents],
  routes: (deps) => async (app) => {
    await app.register(aiRoutes(deps, aiRunsOf(deps)));
    await app.register(collaborationRoutes(deps));
    await app.register(analyticsRoutes(deps));
    await app.register(visualizationRoutes(deps));
    await app.register(driverRoutes(deps));
    await app.register(exportRoutes(deps));
    await app.register(alertRoutes(deps));
    await app.register(previewRoutes(deps));
  },
  start: async (deps) => {
    if (deps.platform.config.SEED_DEMO) await seedDemoAnswers(deps);
    // the AI runs' queue on the process's jobs: every gateway sends to it; those with AI_SCHEDULER work it
    await aiRunsOf(deps).attach(deps.jobs, { work: deps.platform.config.AI_SCHEDULER });
    return async () => {};
  },
});
// for specs and the analytics figures other contexts will call (exports, AI, admin reports)
export { chartData, type ParsedChartRequest } from './charts/chartData.ts';
export { createChartFigures, type ChartFigures } from './charts/chartFigures.ts';
export { confidentialAnswers } from './anonymity/confidentialAnswers.ts';
export { sumCells } from './release/cellSums.ts';
export { passesOf } from './charts/passes.ts';
export { seedDemoAnswers } from './demo/seedDemoAnswers.ts';
export { averageOf } from './charts/figures.ts';
export { networkMapCsvOf } from './collaboration/networkMapExport.ts';
export { createCollaborationMapFigures, type CollaborationMapFigures } from './collaboration/collaborationMapFigures.ts';
export { driverTable, normalised } from './drivers/drivers.ts';
export { createGroupReportFile } from './exports/groupReportFile.ts';
export { cycleLabel } from './exports/cycleLabel.ts';
// the AI analysis's port and adapters, for the contract suite and the bench
export { analyseComments } from './ai/analyseComments.ts';
export { createLocalAnalyser } from './ai/local/localAnalyser.ts';
export { commentScore, LEXICON_DEAD_ZONE, plainLexiconScore, toSentiment } from './ai/local/sentiment.ts';
export { ENGLISH_RULES, scoreWithRules } from './ai/local/workplaceRules.ts';
export { tokenize } from './ai/local/tokens.ts';
export { createOpenAiAnalyser } from './ai/openaiAnalyser.ts';
export { AnalysisFailed, type TextAnalyser } from './ai/port.ts';
export { createScrubber } from './ai/scrub.ts';
export * from './statistics/index.ts';
export { cyclesInOrder, heatmapChanges, lastTwoOf } from './change/heatmapChanges.ts';
export { createWorkspaceAlerts, type WorkspaceAlerts } from './alerts/workspaceAlerts.ts';
export { thresholdsOf } from './alerts/readAlerts.ts';
export { createReleasePreview, type ReleasePreviewUseCase } from './preview/releasePreview.ts';
export { liveGroups } from './preview/previewRelease.ts';
// analytics' read models that other contexts read (ADR 0136): through this door, not their projection paths
export { createAnswersReader } from '@canopy/projections/analytics/answers/read';
export { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
export { createSettingsReader } from '@canopy/projections/analytics/settings/read';
export { createExportsReader } from '@canopy/projections/analytics/exports/read';
