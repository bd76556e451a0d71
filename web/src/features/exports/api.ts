import {
  AnsweredAssessment,
  AnsweredCycle,
  AnsweredPackage,
  ExportsPaths,
  OriginSources,
  Unmaskings,
  type GroupReportRequest,
  type RawDataRequest,
} from '@canopy/contracts/analytics/exports';
import { z } from 'zod';
import { API_BASE, ApiError, FALLBACK_DETAIL } from '../../shared/api/http';
import { apiFetch, validAccessToken } from '../session/apiFetch';

type Signal = { signal?: AbortSignal };

export const fetchAnsweredPackages = (workspaceId: string, rawData: boolean, { signal }: Signal = {}) =>
  apiFetch(ExportsPaths.answeredPackages(workspaceId, String(rawData)), { schema: z.array(AnsweredPackage), signal });

export const fetchAnsweredAssessments = (workspaceId: string, packageId: string, { signal }: Signal = {}) =>
  apiFetch(ExportsPaths.answeredAssessments(workspaceId, packageId), { schema: z.array(AnsweredAssessment), signal });

export const fetchAnsweredCycles = (
  workspaceId: string,
  packageId: string,
  assessmentId: string,
  rawData: boolean,
  { signal }: Signal = {},
) =>
  apiFetch(ExportsPaths.answeredCycles(workspaceId, packageId, assessmentId, String(rawData)), { schema: z.array(AnsweredCycle), signal });

export const fetchOriginSources = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(ExportsPaths.originSources(workspaceId), { schema: OriginSources, signal });

export const fetchAnsweredOriginSources = (workspaceId: string, body: { package_id: string; link: string; is_all: boolean }) =>
  apiFetch(ExportsPaths.answeredOriginSources(workspaceId), { method: 'POST', body, schema: OriginSources });

export const fetchUnmaskings = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(ExportsPaths.unmaskings(workspaceId), { schema: Unmaskings, signal });

/** the name the server gives the file (RFC 6266: filename* first) */
export const fileNameFrom = (disposition: string | null, fallback: string) => {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
};

/**
 * POSTs an export and saves the file as it arrives: the server streams it as it is written, so the bytes
 * received so far are reported for the page's progress line. A failure before the file starts answers the
 * server's detail; one midway (the connection dropped) saves nothing.
 */
export const downloadExport = async (
  path: string,
  body: RawDataRequest | GroupReportRequest,
  fallbackName: string,
  onProgress: (bytes: number) => void,
) => {
  const token = await validAccessToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(0, 'The export could not reach the server', undefined, { cause });
  }
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => null)) as { detail?: string } | null;
    throw new ApiError(response.status, answer?.detail ?? FALLBACK_DETAIL, answer);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received);
  }
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }));
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
};
