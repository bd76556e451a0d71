import { z } from 'zod';
import { Text } from '../platform/text.ts';

// Payloads of the assessment library and packages API (the library half of the survey context).
// Field names are the spec's; paths the spec does not show are chosen in docs/decisions/0032-survey-library-api.md.

export const SurveyMessages = {
  packageHasScheduledMessages: 'The package has scheduled messages: delete them before unscheduling it',
  packageDeleteNeedsConfirmation: 'The package has scheduled messages: confirm to delete it with them',
  categoryRequired: 'Category is required',
  categoryNotFound: 'Could not find cat',
  categoryNameRequired: 'Category name is required',
  categoryNotEmpty: 'Move or archive the assessments of this category before deleting it',
  titleRequired: 'Title is required',
  codeRequired: 'Code is required',
  oneQuestionAtLeast: 'In assessment should be at least one question',
  linkedSurveyOneQuestion: 'A linked survey has only one question',
  linkInvalid: 'Please, enter the correct link with https:// or http:// and the domain name',
  assessmentNotFound: 'Could not find assessment',
  defaultReadOnly: 'Default assessments cannot be edited',
  answeredLocked: 'This assessment has already been answered and cannot be edited',
  notCloneable: 'This assessment cannot be cloned',
  cloneOnlyDefault: 'Only assessments of the default library are cloned; duplicate your own assessments',
  duplicateOnlyCustom: 'Only your own assessments are duplicated; clone a default assessment instead',
  noCategoryForDuplicate: 'Please create a category before duplicate assessment',
  alreadyArchived: 'The assessment is already archived',
  notArchived: 'The assessment is not archived',
  archivedNotInPackage: 'An archived assessment cannot be added to a package',
  packageNotFound: 'Could not find package',
  packageNameRequired: 'Package name is required',
  attributionLocked: 'This package already has a link: whether its answers are seen with names can no longer be changed',
  teamMismatch: 'Assessments and categories can only be created in your own team',
  workspaceRequired: 'Workspace is required',
  versionChanged: 'This assessment has changed since you opened it; reload and try again',
} as const;

/** the languages an assessment and a package speak; en_US is always there (shown as En, Es, Fr, He, Hmn) */
export const LANGUAGE_TAGS = ['en_US', 'es_ES', 'fr_FR', 'he_IL', 'cn_HMN'] as const;
export const LanguageTag = z.enum(LANGUAGE_TAGS);
export type LanguageTag = z.infer<typeof LanguageTag>;
export const LANGUAGE_LABELS: Record<LanguageTag, string> = { en_US: 'En', es_ES: 'Es', fr_FR: 'Fr', he_IL: 'He', cn_HMN: 'Hmn' };

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const QUESTION_MAX = 1000;
export const QUESTIONS_MAX = 100;

/** one text per language, e.g. `{ en_US: 'Engagement', es_ES: 'Compromiso' }` */
export const languageMap = (max: number) => z.partialRecord(LanguageTag, Text().max(max));
export type LanguageMap = Partial<Record<LanguageTag, string>>;

export const ANSWER_TYPES = [
  'one_to_five',
  'one_to_five_reversed',
  'one_to_ten',
  'text',
  'text_anonymous',
  'select_collaborations',
  'linked_survey',
  'select_manager_collaborations',
  'select_friendly_collaborations',
] as const;
export const AnswerType = z.enum(ANSWER_TYPES);
export type AnswerType = z.infer<typeof AnswerType>;

/** how each answer type is named in the editor */
export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = {
  one_to_five: 'Scale 1-5',
  one_to_five_reversed: 'Scale 1-5, reversed',
  one_to_ten: 'Scale 1-10',
  text: 'Open text',
  text_anonymous: 'Open text, anonymous',
  select_collaborations: 'Collaborators',
  linked_survey: 'Linked survey',
  select_manager_collaborations: 'Managers',
  select_friendly_collaborations: 'Friendly collaborators',
};

/** the five-point scale, plus Pass (0) */
export const SCALE_LABELS = [
  { value: 1, label: 'Strongly Disagree' },
  { value: 2, label: 'Somewhat Disagree' },
  { value: 3, label: 'Neither Agree nor Disagree' },
  { value: 4, label: 'Somewhat Agree' },
  { value: 5, label: 'Strongly Agree' },
  { value: 0, label: 'Pass' },
] as const;

/** a survey of questions, or a linked survey: one question whose body is the link to an outside survey */
export const AssessmentType = z.enum(['survey', 'linked_survey']);
export type AssessmentType = z.infer<typeof AssessmentType>;
export const Origin = z.enum(['default', 'custom']);
export type Origin = z.infer<typeof Origin>;
/** the default library's two shelves: the product's own assessments and the community-contributed set */
export const Collection = z.enum(['canopy', 'community']);
export type Collection = z.infer<typeof Collection>;

export const LINK_PATTERN = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+([/?#]\S*)?$/i;

/** the longest end label of a ten-point scale */
export const SCALE_LABEL_MAX = 60;
/**
 * A ten-point question's own end labels per language ('Not at all likely' ... 'Extremely likely' when unset). Kept
 * only for ten-point questions; other types have their fixed labels.
 */
export const ScaleLabels = {
  scale_start_label: z.partialRecord(LanguageTag, z.string()).optional(),
  scale_end_label: z.partialRecord(LanguageTag, z.string()).optional(),
};

export const Question = z.object({
  index: z.number().int(),
  id: z.string(),
  body: z.partialRecord(LanguageTag, z.string()),
  answer_type: AnswerType,
  ...ScaleLabels,
});
export type Question = z.infer<typeof Question>;

export const Assessment = z
  .object({
    id: z.string(),
    name: z.partialRecord(LanguageTag, z.string()),
    description: z.partialRecord(LanguageTag, z.string()),
    type: AssessmentType,
    answer_type: AnswerType,
    code: z.string(),
    version: z.number().int(),
    team_id: z.string().nullable(),
    category_id: z.string().nullable(),
    category_name: z.string(),
    origin: Origin,
    collection: Collection.nullable(),
    is_cloneable: z.boolean(),
    is_archived: z.boolean(),
    been_answered: z.boolean(),
    number_of_questions: z.number().int(),
    languages: z.array(LanguageTag),
    /** languages among `languages` whose texts no fluent reader has reviewed yet: the page marks them 'not reviewed' */
    unreviewed_languages: z.array(LanguageTag),
    questions: z.array(Question),
    created_at: z.string(),
  })
  .meta({ id: 'Assessment' });
export type Assessment = z.infer<typeof Assessment>;

export const Category = z
  .object({ id: z.string(), name: z.string(), description: z.string(), team_id: z.string().nullable(), assessments: z.array(Assessment) })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

export const QuestionInput = z.object({
  index: z.number().int().min(0).max(QUESTIONS_MAX),
  id: Text().max(64).optional(),
  body: languageMap(QUESTION_MAX),
  answer_type: AnswerType,
  scale_start_label: languageMap(SCALE_LABEL_MAX).optional(),
  scale_end_label: languageMap(SCALE_LABEL_MAX).optional(),
});
export type QuestionInput = z.infer<typeof QuestionInput>;

/**
 * POST assessments and PUT assessments/{id}. Emptiness is judged by the rules themselves (title, category, at
 * least one question), so their answers read as the spec words them. `code` is generated when absent.
 */
export const AssessmentInput = z.object({
  name: languageMap(NAME_MAX),
  description: languageMap(DESCRIPTION_MAX).default({}),
  type: AssessmentType.default('survey'),
  answer_type: AnswerType.default('one_to_five'),
  code: Text().trim().max(32).optional(),
  team_id: Text().max(64).optional(),
  category_id: Text().max(64).nullish(),
  is_cloneable: z.boolean().default(true),
  questions: z.array(QuestionInput).max(QUESTIONS_MAX),
});
export type AssessmentInput = z.input<typeof AssessmentInput>;

/** POST assessments/{id}/clone: a default assessment into a My Library category (the web sends the version it showed) */
export const CloneAssessmentRequest = z.object({ category_id: Text().max(64).nullish(), version: z.number().int().optional() });
/** POST assessments/{id}/duplicate: into its own category unless another is named */
export const DuplicateAssessmentRequest = z.object({ category_id: Text().max(64).nullish() }).nullish();
/** POST assessments/{id}/to-package/{packageId}: true adds, false removes */
export const PackageRelationRequest = z.object({
  relation: z.boolean(),
  assessment_id: Text().max(64).optional(),
  package_id: Text().max(64).optional(),
});

export const CategoryInput = z.object({
  name: Text().trim().max(NAME_MAX),
  description: Text().trim().max(DESCRIPTION_MAX).default(''),
  team_id: Text().max(64).optional(),
});
export type CategoryInput = z.input<typeof CategoryInput>;

export const PackageAssessment = Assessment.extend({ relation_created_at: z.string() });
export type PackageAssessment = z.infer<typeof PackageAssessment>;

/** a package as its read model holds it; the answer adds what other contexts count for it */
export const PackageCore = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  workspace_id: z.string(),
  languages_tags: z.array(LanguageTag),
  is_scheduled: z.boolean(),
  logo_team: z.boolean(),
  logo_workspace: z.boolean(),
  welcome_screen_title: z.partialRecord(LanguageTag, z.string()),
  welcome_screen_description: z.partialRecord(LanguageTag, z.string()),
  /** answers seen with the respondent's name (false: confidential, the default; ADR 0085) */
  is_attributed: z.boolean(),
  assessments: z.array(PackageAssessment),
  created_at: z.string(),
});
export type PackageCore = z.infer<typeof PackageCore>;

/**
 * In the package link's current cycle: `notified`, the distinct participants a mail of the package reached;
 * `surveyed`, the distinct participants who finished the package. Both 0 while the package has no link.
 */
export const SentCounts = z.object({ notified: z.number().int(), surveyed: z.number().int() });
export type SentCounts = z.infer<typeof SentCounts>;

export const Package = PackageCore.extend({ count_sent_unique_emails: SentCounts }).meta({ id: 'Package' });
export type Package = z.infer<typeof Package>;

/** POST packages and PUT packages/{id}; en_US is added to the languages when missing */
export const PackageInput = z.object({
  name: Text().trim().max(NAME_MAX),
  description: Text().trim().max(DESCRIPTION_MAX).default(''),
  workspace_id: Text().max(64).optional(),
  languages_tags: z.array(LanguageTag).max(LANGUAGE_TAGS.length).default(['en_US']),
  is_scheduled: z.boolean().default(false),
  logo_team: z.boolean().default(false),
  logo_workspace: z.boolean().default(false),
  welcome_screen_title: languageMap(NAME_MAX).default({}),
  welcome_screen_description: languageMap(DESCRIPTION_MAX).default({}),
  /** absent: confidential on create, unchanged on edit; fixed once the package has a link (ADR 0085) */
  is_attributed: z.boolean().optional(),
});
export type PackageInput = z.input<typeof PackageInput>;

export const Deleted = z.object({ id: z.string() });

export const SurveyPaths = {
  assessments: '/assessments',
  assessment: (id: string) => `/assessments/${id}`,
  byTeam: '/assessments/by-team',
  byWorkspace: (workspaceId: string) => `/assessments/by-workspace/${workspaceId}`,
  archived: '/assessments/list-archived/by-team',
  archive: (id: string) => `/assessments/${id}/archivate`,
  unarchive: (id: string, categoryId: string) => `/assessments/${id}/unarchive-to-category/${categoryId}`,
  toPackage: (id: string, packageId: string) => `/assessments/${id}/to-package/${packageId}`,
  clone: (id: string) => `/assessments/${id}/clone`,
  duplicate: (id: string) => `/assessments/${id}/duplicate`,
  categories: '/categories',
  category: (id: string) => `/categories/${id}`,
  categoriesWithAssessments: '/categories/list/by-team',
  categoriesOfTeam: (teamId: string) => `/categories/by-team/${teamId}`,
  defaultLibrary: '/categories/default',
  communityLibrary: '/categories/community',
  packages: '/packages',
  package: (id: string) => `/packages/${id}`,
  packagesByWorkspace: (workspaceId: string) => `/packages/by-workspace/${workspaceId}`,
} as const;

/** the language keys a map holds, en_US first */
export const languagesOf = (...maps: LanguageMap[]): LanguageTag[] =>
  LANGUAGE_TAGS.filter((tag) => maps.some((map) => (map[tag] ?? '').trim() !== ''));
