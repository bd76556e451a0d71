import {
  CSV_IMPORT_ID_HEADER,
  CreateParticipantsAnswer,
  CsvImportProgress,
  CsvUploadResponse,
  DeletedParticipants,
  Group,
  MatchingTemplate,
  Participant,
  ParticipantListPage,
  ParticipantMessages,
  ParticipantPaths,
  type CreateParticipantsRequest,
  type CsvUploadConfigurationInput,
  type ParticipantInput,
} from '@canopy/contracts';
import { z } from 'zod';
import { isApiError } from '../../shared/api/http';
import { apiFetch } from '../session/apiFetch';
import { listRequest, type ListFilter } from './listQuery';
import { sendWithProgress, type UploadProgress } from './csv/sendWithProgress';

type Signal = { signal?: AbortSignal };

/** POST participants/by-workspace: one page of the list */
export const fetchParticipantPage = (filter: ListFilter, offset: number, { signal }: Signal = {}) =>
  apiFetch(ParticipantPaths.list, { method: 'POST', body: listRequest(filter, offset), schema: ParticipantListPage, signal });

/** POST participants: the manual add (every row names the workspace) */
export const createParticipants = (rows: CreateParticipantsRequest) =>
  apiFetch(ParticipantPaths.create, { method: 'POST', body: rows, schema: CreateParticipantsAnswer });

/** PUT participants/{id} */
export const updateParticipant = ({ id, fields }: { id: string; fields: ParticipantInput }) =>
  apiFetch(ParticipantPaths.one(id), { method: 'PUT', body: fields, schema: Participant });

/** DELETE participants/{id} */
export const deleteParticipant = (id: string) => apiFetch(ParticipantPaths.one(id), { method: 'DELETE' });

/** DELETE participants: several at once */
export const deleteParticipants = (ids: readonly string[]) =>
  apiFetch(ParticipantPaths.bulkDelete, { method: 'DELETE', body: { ids }, schema: DeletedParticipants });

export type Membership = { participantId: string; groupId: string; relation: boolean };

/** POST participants/{id}/to-group/{groupId}: relation true adds, false removes */
export const setMembership = ({ participantId, groupId, relation }: Membership) =>
  apiFetch(ParticipantPaths.toGroup(participantId, groupId), {
    method: 'POST',
    body: { participant_id: participantId, group_id: groupId, relation },
  });

/** GET groups/by-workspace/{id} */
export const fetchGroups = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(ParticipantPaths.groupsByWorkspace(workspaceId), { schema: z.array(Group), signal });

export type GroupDraft = { name: string; description: string };

/** POST groups */
export const createGroup = ({ workspaceId, ...draft }: GroupDraft & { workspaceId: string }) =>
  apiFetch(ParticipantPaths.groups, { method: 'POST', body: { ...draft, workspace_id: workspaceId }, schema: Group });

/** PUT groups/{id} */
export const updateGroup = ({ id, ...draft }: GroupDraft & { id: string }) =>
  apiFetch(ParticipantPaths.group(id), { method: 'PUT', body: draft, schema: Group });

/** DELETE groups/{id} */
export const deleteGroup = (id: string) => apiFetch(ParticipantPaths.group(id), { method: 'DELETE' });

/** GET matching-template/by-workspace/{id}: the mapping the imports saved, or null (the server answers 404) */
export const fetchMatchingTemplate = async (workspaceId: string, { signal }: Signal = {}): Promise<MatchingTemplate | null> => {
  try {
    return await apiFetch(ParticipantPaths.matchingTemplate(workspaceId), { schema: MatchingTemplate, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.detail === ParticipantMessages.templateNotFound) return null;
    throw error;
  }
};

export type CsvUpload = {
  workspaceId: string;
  /** a fresh UUID per upload: the name the progress call knows this import by */
  importId: string;
  file: File;
  configuration: CsvUploadConfigurationInput;
  onProgress?: (progress: UploadProgress) => void;
};

/** POST participants/workspace/{id}/by-csv, multipart: the JSON configuration, then the file */
export const uploadCsv = ({ workspaceId, importId, file, configuration, onProgress }: CsvUpload) => {
  const form = new FormData();
  // the configuration first: the server reads it before it streams the file
  form.append('configuration', JSON.stringify(configuration));
  form.append('file', file, file.name);
  return sendWithProgress(ParticipantPaths.csv(workspaceId), form, CsvUploadResponse, onProgress, { [CSV_IMPORT_ID_HEADER]: importId });
};

/**
 * GET participants/workspace/{id}/by-csv/progress/{importId}: how far the server has got, or null while it
 * has not started on the import yet (the body still on its way) or has forgotten it: it answers 404 then.
 */
export const fetchCsvImportProgress = async (
  workspaceId: string,
  importId: string,
  { signal }: Signal = {},
): Promise<CsvImportProgress | null> => {
  try {
    return await apiFetch(ParticipantPaths.csvProgress(workspaceId, importId), { schema: CsvImportProgress, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};
