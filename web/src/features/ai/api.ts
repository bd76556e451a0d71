import {
  AiGroups,
  AiLatestAnswer,
  AiPackages,
  AiPaths,
  AiStatusList,
  AiWorkerCreated,
  GeneratedPeriods,
  NamedItems,
  type AiReportRequest,
  type CreateAiWorker,
} from '@canopy/contracts/analytics/ai';
import { API_BASE, detailFromBody } from '../../shared/api/http';
import { apiFetch, validAccessToken } from '../session/apiFetch';

type Signal = { signal?: AbortSignal };

export const fetchAiStatus = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(AiPaths.status(workspaceId), { schema: AiStatusList, signal });
export const fetchAiPackages = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(AiPaths.packages(workspaceId), { schema: AiPackages, signal });
export const createAiWorker = (workspaceId: string, body: CreateAiWorker) =>
  apiFetch(AiPaths.workers(workspaceId), { method: 'POST', body, schema: AiWorkerCreated });
export const restartAiRun = (workspaceId: string, runId: string) =>
  apiFetch(AiPaths.restart(workspaceId, runId), { method: 'POST', schema: AiWorkerCreated });
export const fetchGeneratedPackages = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(AiPaths.generatedPackages(workspaceId), { schema: NamedItems, signal });
export const fetchGeneratedAssessments = (workspaceId: string, packageId: string, { signal }: Signal = {}) =>
  apiFetch(AiPaths.generatedAssessments(workspaceId, packageId), { schema: NamedItems, signal });
export const fetchGeneratedPeriods = (workspaceId: string, packageId: string, assessmentId: string, { signal }: Signal = {}) =>
  apiFetch(AiPaths.generatedPeriods(workspaceId, packageId, assessmentId), { schema: GeneratedPeriods, signal });
export const fetchGeneratedGroups = (
  workspaceId: string,
  body: { link: string; start_period: string; end_period: string; is_all: boolean; assessment_id: string },
  { signal }: Signal = {},
) => apiFetch(AiPaths.generatedGroups(workspaceId), { method: 'POST', body, schema: AiGroups, signal });

/** an assessment's latest finished analysis for all participants (the Culture page's open answers) */
export const fetchAiLatest = (workspaceId: string, assessmentId: string, { signal }: Signal = {}) =>
  apiFetch(AiPaths.latest(workspaceId, assessmentId), { schema: AiLatestAnswer, signal });

/** the AI report, saved under the name the server gives it */
export const downloadAiReport = async (workspaceId: string, body: AiReportRequest) => {
  const token = await validAccessToken();
  const response = await fetch(`${API_BASE}${AiPaths.report(workspaceId)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    let value: unknown = null;
    try {
      value = JSON.parse(text);
    } catch {
      throw new Error(detailFromBody(response.status, { json: false, text }));
    }
    throw new Error(detailFromBody(response.status, { json: true, value }));
  }
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const name = encoded ? decodeURIComponent(encoded) : 'AI_Report.xlsx';
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
};
