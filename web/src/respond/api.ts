import { LinkMessages } from '@canopy/contracts/survey/links';
import {
  type AnswerSubmission,
  AnswerSubmitted,
  CollaboratorCandidates,
  GroupsByLink,
  type IdentifyRequest,
  IdentifyResponse,
  type LinkType,
  PackagePreferences,
  ParticipantsByLink,
  RespondentAssessments,
  RespondentPaths,
} from '@canopy/contracts/survey/respondent';
import { api, isApiError } from '../shared/api/http';

// The respondent's calls: public, no bearer token; the respondent token answered by identify (or the personal
// link itself) stands for who is answering.

export const fetchPreferences = (linkOrToken: string) => api.get(RespondentPaths.preferences(linkOrToken), { schema: PackagePreferences });

export const fetchParticipants = (
  linkOrToken: string,
  linkType: LinkType,
  search: string,
  offset: number,
  group: string,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ offset: String(offset) });
  if (search !== '') query.set('search', search);
  if (group !== '') query.set('group', group);
  return api.get(`${RespondentPaths.participantsByLink(linkOrToken, linkType)}?${query}`, {
    schema: ParticipantsByLink,
    ...(signal ? { signal } : {}),
  });
};

/** the values of the workspace's group classification, for the name pick's filter */
export const fetchGroups = (linkOrToken: string) => api.get(RespondentPaths.groupsByLink(linkOrToken), { schema: GroupsByLink });

export const identify = (request: IdentifyRequest) => api.post(RespondentPaths.identify, request, { schema: IdentifyResponse });

export const fetchAssessments = (token: string) => api.get(RespondentPaths.assessments(token), { schema: RespondentAssessments });

/** one page of the workspace's other people to choose collaborators from, searched by name on the server */
export const fetchCollaborators = (token: string, search: string, offset: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({ offset: String(offset) });
  if (search !== '') query.set('search', search);
  return api.get(`${RespondentPaths.collaborators(token)}?${query}`, { schema: CollaboratorCandidates, ...(signal ? { signal } : {}) });
};

export const submitAnswers = (submission: AnswerSubmission) => api.post(RespondentPaths.answers, submission, { schema: AnswerSubmitted });

/** an unknown link and a removed one look alike (nothing tells them apart publicly): both are not found */
export type LinkClosed = 'expired' | 'paused' | 'notFound';

/** which closed-link page an error stands for, or null when it is some other failure */
export const closedLinkOf = (error: unknown): LinkClosed | null => {
  if (!isApiError(error)) return null;
  if (error.detail === LinkMessages.linkExpired) return 'expired';
  if (error.detail === LinkMessages.linkPaused) return 'paused';
  // other 404s ('No participant' for credentials that match nobody) are the step's own errors, not the link's
  if (error.detail === LinkMessages.linkNotFound || error.status === 410) return 'notFound';
  return null;
};
