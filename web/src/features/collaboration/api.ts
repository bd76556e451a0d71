import {
  CollaborationMapWire,
  CollaborationPaths,
  MAP_COLUMNS_MEDIA_TYPE,
  mapFromWire,
  ParticipantWithoutCollaborations,
  type CollaborationFilters,
} from '@canopy/contracts/analytics/collaboration';
import { Assessment, SurveyPaths } from '@canopy/contracts';
import { z } from 'zod';
import { API_BASE } from '../../shared/api/http';
import { apiFetch, validAccessToken } from '../session/apiFetch';
import { markMap } from './mapTiming';

type Signal = { signal?: AbortSignal };

/** the wire answer (edges as columns of node indexes, ADR 0100) checked, then read as the map the page draws */
const MapAnswer = z.preprocess((body) => {
  markMap('fetched');
  return body;
}, CollaborationMapWire.transform(mapFromWire));

/** POST collaborations/by-workspace/{id}: the map under the filters, its edges asked for as columns (ADR 0112) */
export const fetchCollaborationMap = async (workspaceId: string, filters: CollaborationFilters, { signal }: Signal = {}) => {
  markMap('apply');
  const map = await apiFetch(CollaborationPaths.byWorkspace(workspaceId), {
    method: 'POST',
    body: filters,
    schema: MapAnswer,
    signal,
    headers: { Accept: MAP_COLUMNS_MEDIA_TYPE },
  });
  markMap('parsed');
  return map;
};

export const fetchWithoutCollaborations = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(CollaborationPaths.withoutCollaborations(workspaceId), { schema: z.array(ParticipantWithoutCollaborations), signal });

/** the workspace's assessments; the page offers those that ask for collaborators */
export const fetchWorkspaceAssessments = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(SurveyPaths.byWorkspace(workspaceId), { schema: z.array(Assessment), signal });

/** the network map CSV, saved under the name the server gives it (the workspace's) */
export const downloadNetworkCsv = async (workspaceId: string, fallbackName: string) => {
  const token = await validAccessToken();
  const response = await fetch(`${API_BASE}${CollaborationPaths.csv(workspaceId)}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error('The network map could not be downloaded');
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : `${fallbackName}.csv`;
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
