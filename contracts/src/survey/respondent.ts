import { z } from 'zod';
import { PublicLinkMessages } from '../platform/http.ts';
import { Text } from '../platform/text.ts';
import { AnswerType, LanguageTag, ScaleLabels } from './api.ts';
import { LINK_ID_PATTERN } from './links.ts';

// The public respondent API: no session, reached through a package link (or a personal link) only, answering
// only what that link's workspace needs (docs/decisions/0037-public-respondent-api.md). Names only: never an
// e-mail, phone or payroll id of anyone.

export const TEXT_ANSWER_MAX = 500;
/**
 * What the product's page has always sent for a passed text question (spec: 'recorded as Pass'). It is read as a
 * pass, never stored as a text: a passed question is counted as passed and is nobody's comment. The page sends ''.
 */
export const TEXT_PASS = 'Pass';
/** a text answer that says nothing: empty, or the page's Pass */
export const isPassedText = (body: string) => {
  const trimmed = body.trim();
  return trimmed === '' || trimmed === TEXT_PASS;
};
export const COLLABORATORS_MIN = 1;
export const COLLABORATORS_MAX = 10;
export const PARTICIPANTS_PAGE_SIZE = 100;
/** the list is searched by name from this many characters */
export const NAME_SEARCH_MIN = 2;
/** the collaborator pickers search the workspace by name from this many characters */
export const COLLABORATOR_SEARCH_MIN = 3;

/**
 * A respondent token: `<link id>.<participant id>.<signature>`, the signature an HMAC of both under the server's
 * secret (22 base64url characters). Identify answers one; a personal link is one put in the page address, so it
 * skips the name pick and the credentials. Submitting answers needs one: knowing a name from the list is not enough.
 */
export const RESPONDENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9-]{1,64}\.[A-Za-z0-9_-]{22}$/;
export const RespondentToken = Text().regex(RESPONDENT_TOKEN_PATTERN, 'Unknown link');
/** what a page address holds: a package link id or a personal link (respondent token) */
export const LinkOrToken = Text().max(200);
export const isPackageLinkId = (value: string) => LINK_ID_PATTERN.test(value);
export const isRespondentToken = (value: string) => RESPONDENT_TOKEN_PATTERN.test(value);

/**
 * The one credential a respondent is asked for after picking their name, the first the organisation holds for them in
 * this order. Identify accepts only that kind: a page asking for an e-mail does not take a payroll id.
 */
export const RESPONDENT_CREDENTIAL_ORDER = ['email', 'payroll_id', 'phone'] as const;
export type RespondentCredentialKind = (typeof RESPONDENT_CREDENTIAL_ORDER)[number];
export type CredentialFlags = { has_email: boolean; has_phone: boolean; has_payroll_id: boolean };
/** The credential asked for, or null when the person has none ('No available credentials'). */
export const offeredCredential = (flags: CredentialFlags): RespondentCredentialKind | null =>
  RESPONDENT_CREDENTIAL_ORDER.find((kind) => flags[`has_${kind}`]) ?? null;

export const LinkType = z.enum(['package_link', 'collaboration_link']);
export type LinkType = z.infer<typeof LinkType>;
export const CollaborationType = z.enum(['default', 'manager', 'friendly']);
export type CollaborationType = z.infer<typeof CollaborationType>;

export const RespondentMessages = {
  noParticipant: 'No participant',
  noPackage: 'No package',
  credentialRequired: 'Enter your e-mail, phone or payroll id',
  tokenInvalid: 'This personal link is not valid',
  assessmentNotInPackage: 'No assessment',
  participantNotInWorkspace: 'No participant',
  collaboratorNotInWorkspace: 'A chosen collaborator is not in this workspace',
  collaboratorIsSelf: 'You cannot choose yourself as a collaborator',
  textTooLong: `Text answers may hold at most ${TEXT_ANSWER_MAX} characters`,
  questionNotInAssessment: 'An answer names a question the assessment does not have',
  valueOutOfScale: 'An answer is outside the scale of its question',
  tokenMismatch: 'These answers do not belong to this link',
  tooManyCollaborators: `You can choose at most ${COLLABORATORS_MAX} collaborators`,
  noCollaborators: 'You have to choose at least one collaborator',
  /** a submission that leaves out a question: every one is answered or passed (a scale's 0, an empty text) */
  answersMissing: 'Answer every question, or pass it',
  /** a link's own budget of public requests, across all addresses, is spent for this minute */
  linkBudgetSpent: PublicLinkMessages.linkBudgetSpent,
  /** ten wrong credentials for one person within the hour, from any address */
  personTriesSpent: 'Too many wrong tries for this name. Try again in an hour, or ask your organisation for help.',
  /** the link's own budget of wrong credentials for the hour, across everyone, is spent */
  linkTriesSpent: 'Too many wrong tries on this link. Try again in an hour.',
} as const;

const texts = z.partialRecord(LanguageTag, z.string());

/** GET /respondent/preferences/{linkOrToken}: what the welcome step shows */
export const PackagePreferences = z
  .object({
    data: z.object({
      package_id: z.string(),
      package_name: z.string(),
      link_created_at: z.string(),
      team: z.object({ name: z.string(), logo_url: z.string().nullable() }).nullable(),
      workspace: z.object({
        name: z.string(),
        logo_url: z.string().nullable(),
        is_active_group_classification: z.boolean(),
        group_classification: z.string(),
      }),
      languages_tags: z.array(LanguageTag),
      welcome_screen_title: texts,
      welcome_screen_description: texts,
      /** whether the package's answers are seen with the respondent's name: the confidentiality notice says which (ADR 0085) */
      is_attributed: z.boolean(),
      /** set for a personal link only: who it is for, and the token that stands for identifying */
      personal_data: z
        .object({ link: z.string(), token: z.string(), participant_id: z.string(), first_name: z.string(), last_name: z.string() })
        .nullable(),
    }),
  })
  .meta({ id: 'PackagePreferences' });
export type PackagePreferences = z.infer<typeof PackagePreferences>;

/** GET /participants-all-by-link/{link}/{linkType}?search=&offset=: names only; `all_count` (the total) on every item */
export const ParticipantByLink = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  /** what tells namesakes apart without contact details: the classification's value (job, department...) or '' */
  identifier: z.string(),
  group_classification: z.string(),
  add_source: z.enum(['manual', 'automatic']),
  hiring_date: z.string(),
  all_count: z.number().int(),
  has_email: z.boolean(),
  has_phone: z.boolean(),
  has_payroll_id: z.boolean(),
});
export type ParticipantByLink = z.infer<typeof ParticipantByLink>;
export const ParticipantsByLinkQuery = z.object({
  search: Text().max(100).optional(),
  /** only the people holding this value of the workspace's group classification (the name pick's filter) */
  group: Text().max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(PARTICIPANTS_PAGE_SIZE).default(PARTICIPANTS_PAGE_SIZE),
});
export const ParticipantsByLink = z.array(ParticipantByLink);
/** GET /participants-groups-by-link/{link}: the classification's values the name pick filters by */
export const GroupsByLink = z.object({ groups: z.array(z.string()) });
export type GroupsByLink = z.infer<typeof GroupsByLink>;

/**
 * POST /participants/identify: the picked person and one credential they hold. The e-mail is trimmed and lowercased;
 * the phone is the dial code and the digits with a leading zero dropped (`phone_code` may come apart or inside `phone`).
 */
export const IdentifyRequest = z.object({
  link: LinkOrToken,
  link_type: LinkType.default('package_link'),
  participant_id: Text().max(64).optional(),
  first_name: Text().max(200).default(''),
  last_name: Text().max(200).default(''),
  email: Text().max(320).optional(),
  phone_code: Text().max(8).optional(),
  phone: Text().max(40).optional(),
  payroll_id: Text().max(100).optional(),
});
export type IdentifyRequest = z.input<typeof IdentifyRequest>;

export const RespondentQuestion = z.object({
  id: z.string(),
  index: z.number().int(),
  body: texts,
  answer_type: AnswerType,
  ...ScaleLabels,
});
/** an assessment as a respondent sees it; `is_answered` in this cycle by this participant */
export const RespondentAssessment = z.object({
  id: z.string(),
  name: texts,
  description: texts,
  type: z.enum(['survey', 'linked_survey']),
  answer_type: AnswerType,
  version: z.number().int(),
  number_of_questions: z.number().int(),
  questions: z.array(RespondentQuestion),
  is_answered: z.boolean(),
});
export type RespondentAssessment = z.infer<typeof RespondentAssessment>;

export const IdentifyResponse = z
  .object({
    token: z.string(),
    package: z.object({ id: z.string(), link_created_at: z.string(), assessments: z.array(RespondentAssessment) }),
    participant: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  })
  .meta({ id: 'IdentifyResponse' });
export type IdentifyResponse = z.infer<typeof IdentifyResponse>;

/** GET /respondent/assessments/{token}: the package's assessments, those still to answer first */
export const RespondentAssessments = z.object({ assessments: z.array(RespondentAssessment), remaining: z.number().int() });
export type RespondentAssessments = z.infer<typeof RespondentAssessments>;

/** GET /collaborations/without-collaboration/{token}: the workspace's other participants for the pickers */
export const CollaboratorCandidate = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  identifier: z.string(),
  is_collaborator: z.boolean(),
  is_friendly: z.boolean(),
  type_collaboration: CollaborationType.nullable(),
});
export const CollaboratorCandidates = z.object({ participants: z.array(CollaboratorCandidate), all_count: z.number().int() });
export type CollaboratorCandidates = z.infer<typeof CollaboratorCandidates>;

/** one answer: `answer_value` 0 is Pass; text types carry `answer_body` (at most 500 characters) */
export const AnswerInput = z.object({
  question_id: Text().max(64),
  answer_type: AnswerType,
  answer_value: z.number().int().min(0).max(10).nullable().default(null),
  answer_body: Text().max(TEXT_ANSWER_MAX, RespondentMessages.textTooLong).default(''),
});
export type AnswerInput = z.input<typeof AnswerInput>;
export const CollaborationInput = z.object({ collaborator_id: Text().max(64), collaboration_type: CollaborationType.default('default') });
export type CollaborationInput = z.input<typeof CollaborationInput>;

/** POST /answers: one assessment's answers; a repeat of an accepted submission changes nothing and answers the same */
export const AnswerSubmission = z.object({
  token: RespondentToken,
  finger_print: Text().max(200).default(''),
  browser_id: Text().max(100).default(''),
  link: LinkOrToken.optional(),
  link_created_at: Text().max(64).optional(),
  participant_id: Text().max(64),
  package_id: Text().max(64),
  assessment_id: Text().max(64),
  answers: z.array(AnswerInput).max(200),
  collaboration: z.array(CollaborationInput).max(200).default([]),
  /** the language the page was in: text answers are analysed in it (never guessed from the text) */
  language: LanguageTag.optional(),
});
export type AnswerSubmission = z.input<typeof AnswerSubmission>;
export const AnswerSubmitted = z
  .object({
    assessment_id: z.string(),
    cycle_id: z.string(),
    submitted_at: z.string(),
    remaining: z.number().int(),
    already_submitted: z.boolean(),
  })
  .meta({ id: 'AnswerSubmitted' });
export type AnswerSubmitted = z.infer<typeof AnswerSubmitted>;

/**
 * GET /packages/{id}/identify-failures (consultant): wrong credentials typed on the package's link in the last seven
 * days, per person, the most recent first; `locked` while the person's tries of the last hour are spent. Names only.
 */
export const IdentifyFailures = z
  .object({
    per_person_per_hour: z.number().int(),
    people: z.array(
      z.object({
        participant_id: z.string().nullable(),
        first_name: z.string(),
        last_name: z.string(),
        failures: z.number().int(),
        failures_last_hour: z.number().int(),
        last_failed_at: z.string(),
        locked: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'IdentifyFailures' });
export type IdentifyFailures = z.infer<typeof IdentifyFailures>;

export const RespondentPaths = {
  preferences: (linkOrToken: string) => `/respondent/preferences/${linkOrToken}`,
  participantsByLink: (linkOrToken: string, linkType: LinkType) => `/participants-all-by-link/${linkOrToken}/${linkType}`,
  groupsByLink: (linkOrToken: string) => `/participants-groups-by-link/${linkOrToken}`,
  /** the consultant's view of wrong credentials typed on a package's link */
  identifyFailures: (packageId: string) => `/packages/${packageId}/identify-failures`,
  identify: '/participants/identify',
  assessments: (token: string) => `/respondent/assessments/${token}`,
  collaborators: (token: string) => `/collaborations/without-collaboration/${token}`,
  answers: '/answers',
} as const;
