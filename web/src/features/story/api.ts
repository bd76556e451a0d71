import {
  DataStory,
  LinkAnswer,
  SnapshotAnswer,
  StoryPaths,
  type SnapshotSettings,
  type StoryUpdateInput,
} from '@canopy/contracts/story/api';
import { StoryActionPlan } from '@canopy/contracts/story/actionPlanSlide';
import type { ChartDataRequest } from '@canopy/contracts/analytics/api';
import type { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import type { MapSnapshotView } from '@canopy/contracts/analytics/mapLook';
import { API_BASE, apiRequest } from '../../shared/api/http';
import { apiFetch, validAccessToken } from '../session/apiFetch';

type Signal = { signal?: AbortSignal };

export const fetchStory = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(StoryPaths.story(workspaceId), { schema: DataStory, signal });

export const updateStory = (workspaceId: string, body: StoryUpdateInput) =>
  apiFetch(StoryPaths.story(workspaceId), { method: 'PUT', body, schema: DataStory });

export const shareLink = (workspaceId: string, days: number) =>
  apiFetch(StoryPaths.link(workspaceId), { method: 'POST', body: { link_expiration: days }, schema: LinkAnswer });

export const removeLink = (workspaceId: string) => apiFetch(StoryPaths.deactivateLink(workspaceId), { method: 'PUT', schema: LinkAnswer });

export const commentSnapshot = (snapshotId: string, comment: string) =>
  apiFetch(StoryPaths.comment(snapshotId), { method: 'PUT', body: { comment }, schema: SnapshotAnswer });

export const deleteSnapshot = (snapshotId: string) => apiFetch(StoryPaths.snapshot(snapshotId), { method: 'DELETE' });

/**
 * what a chart card, the map or a figure adds: for a chart the request its figures answer, for the map its filters
 * and how it is viewed (the server draws both images, ADR 0113, 0132), for a figure its captured image
 */
export type SnapshotDraft = {
  name: string;
  /** the figure's captured image; a chart or the map sends none */
  image?: Blob;
  kind: 'chart' | 'map' | 'figure';
  chart?: { block_id: string | null; chart_id: string | null; request: ChartDataRequest };
  map?: { request: CollaborationFilters; view: MapSnapshotView };
  settings: Partial<SnapshotSettings>;
};

export const addSnapshot = (workspaceId: string, draft: SnapshotDraft) => {
  const form = new FormData();
  form.append('name', draft.name);
  form.append('data', JSON.stringify({ kind: draft.kind, chart: draft.chart ?? null, map: draft.map ?? null, settings: draft.settings }));
  if (draft.image) form.append('file', draft.image, `${draft.name || 'snapshot'}.jpg`);
  return apiFetch(StoryPaths.snapshots(workspaceId), { method: 'POST', body: form, schema: SnapshotAnswer });
};

export const addImage = (workspaceId: string, name: string, file: File) => {
  const form = new FormData();
  form.append('name', name);
  form.append('file', file, file.name);
  return apiFetch(StoryPaths.fileSnapshots(workspaceId), { method: 'POST', body: form, schema: SnapshotAnswer });
};

/** a shared story, for a visitor with no account */
export const fetchSharedStory = (link: string, { signal }: Signal = {}) =>
  apiRequest(StoryPaths.shared(link), { schema: DataStory, signal });

/** the story's 'Action plan' slides, one per focus area, as the deck draws them (ADR 0156) */
export const fetchStoryActionPlan = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(StoryPaths.actionPlan(workspaceId), { schema: StoryActionPlan, signal });

/** a shared story's 'Action plan' slides, for a visitor with no account */
export const fetchSharedActionPlan = (link: string, { signal }: Signal = {}) =>
  apiRequest(StoryPaths.sharedActionPlan(link), { schema: StoryActionPlan, signal });

/** the PowerPoint deck of the story, built by the server from the snapshots' own figures */
export const fetchDeck = async (workspaceId: string): Promise<Blob> => {
  const token = await validAccessToken();
  const response = await fetch(`${API_BASE}${StoryPaths.deck(workspaceId)}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error('The PowerPoint deck could not be built');
  return response.blob();
};

/** an image of the story as bytes (its URL is signed, or under the share link: no header needed) */
export const fetchImage = async (url: string): Promise<Blob> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error('An image of the story could not be downloaded');
  return response.blob();
};
