import { actionPlanEvents } from './actions/events.ts';
import { adminEvents } from './admin/events.ts';
import { aiAnalysisEvents } from './analytics/aiEvents.ts';
import { analyticsSettingsEvents, visualizationEvents } from './analytics/events.ts';
import { exportLogEvents } from './analytics/exports.ts';
import { hrisEvents } from './hris/events.ts';
import { identityEvents } from './identity/events.ts';
import { messagingEvents } from './messaging/events.ts';
import { rosterEvents } from './participants/events.ts';
import { noteEvents } from './participants/notes.ts';
import { matchingTemplateEvents } from './participants/templateEvents.ts';
import type { EventContract } from './platform/eventContract.ts';
import { surveyLibraryEvents } from './survey/events.ts';
import { packageLinkEvents } from './survey/linkEvents.ts';
import { anonymousTextEvents, responseEvents } from './survey/responseEvents.ts';
import { storyEvents } from './story/events.ts';
import { workspaceEvents } from './workspace/events.ts';

/**
 * The event registry: every event type in the log, by the context that writes it. Processes that read the whole log
 * without mounting the contexts (the projector, the replay) open it with these; each context's module lists the
 * same contracts (a gateway spec holds them equal). A new context adds its events here.
 */
export const contextEvents = {
  identity: identityEvents,
  workspace: [...workspaceEvents, ...matchingTemplateEvents, ...rosterEvents, ...hrisEvents, ...noteEvents],
  survey: [...surveyLibraryEvents, ...packageLinkEvents, ...responseEvents, ...anonymousTextEvents],
  messaging: messagingEvents,
  analytics: [...visualizationEvents, ...analyticsSettingsEvents, ...exportLogEvents, ...aiAnalysisEvents],
  story: storyEvents,
  admin: adminEvents,
  actions: actionPlanEvents,
} as const satisfies Record<string, readonly EventContract[]>;

export const allEventContracts: readonly EventContract[] = Object.values(contextEvents).flat();
