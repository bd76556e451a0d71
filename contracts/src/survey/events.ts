import { z } from 'zod';
import { defineEvent } from '../platform/eventContract.ts';
import { AnswerType, AssessmentType, Collection, LanguageTag, Origin, ScaleLabels } from './api.ts';

// Events of the library half of the survey context. Streams: `category-<id>`, `assessment-<id>`,
// `package-<id>` (an assessment joining or leaving a package is an event of the package).
// Default-library categories and assessments have no team (`team_id` null).

const isoTime = z.iso.datetime({ offset: true });
const texts = z.partialRecord(LanguageTag, z.string());

export const CategoryCreated = defineEvent(
  'CategoryCreated',
  z.object({
    category_id: z.string(),
    team_id: z.string().nullable(),
    name: z.string(),
    description: z.string(),
    created_by: z.string(),
    created_at: isoTime,
  }),
);
export const CategoryRenamed = defineEvent(
  'CategoryRenamed',
  z.object({ category_id: z.string(), name: z.string(), description: z.string(), renamed_at: isoTime }),
);
export const CategoryDeleted = defineEvent(
  'CategoryDeleted',
  z.object({ category_id: z.string(), deleted_by: z.string(), deleted_at: isoTime }),
);

export const QuestionData = z.object({ index: z.number().int(), id: z.string(), body: texts, answer_type: AnswerType, ...ScaleLabels });

/** what an assessment says: written whole on creation and on every edit */
const contentShape = {
  category_id: z.string().nullable(),
  name: texts,
  description: texts,
  type: AssessmentType,
  answer_type: AnswerType,
  is_cloneable: z.boolean(),
  questions: z.array(QuestionData),
  /** the languages whose texts no fluent reader has reviewed (the default library's new translations); absent: none */
  unreviewed_languages: z.array(LanguageTag).optional(),
};

/** `copied_from`: the assessment a clone or duplicate was made from */
export const AssessmentCreated = defineEvent(
  'AssessmentCreated',
  z.object({
    assessment_id: z.string(),
    team_id: z.string().nullable(),
    origin: Origin,
    collection: Collection.nullable(),
    code: z.string(),
    version: z.number().int(),
    ...contentShape,
    copied_from: z.string().nullable(),
    created_by: z.string(),
    created_at: isoTime,
  }),
);
/** an edit: the whole content as it now stands and the version it became */
export const AssessmentRevised = defineEvent(
  'AssessmentRevised',
  z.object({ assessment_id: z.string(), version: z.number().int(), ...contentShape, revised_at: isoTime }),
);
export const AssessmentArchived = defineEvent('AssessmentArchived', z.object({ assessment_id: z.string(), archived_at: isoTime }));
export const AssessmentUnarchived = defineEvent(
  'AssessmentUnarchived',
  z.object({ assessment_id: z.string(), category_id: z.string(), unarchived_at: isoTime }),
);
export const AssessmentDeleted = defineEvent(
  'AssessmentDeleted',
  z.object({ assessment_id: z.string(), deleted_by: z.string(), deleted_at: isoTime }),
);
/**
 * the first answer to an assessment arrived: from then on only a linked survey may be edited. Appended by a second
 * command of the submission until docs/decisions/0148; nothing appends it now (the library projection marks an
 * assessment answered from its first `AssessmentResponseSubmitted`), and the streams that hold it are read as before.
 */
export const AssessmentAnswered = defineEvent('AssessmentAnswered', z.object({ assessment_id: z.string(), answered_at: isoTime }));

/** what a package's create and edit carry: the read model keeps the same fields */
export const packageShape = {
  name: z.string(),
  description: z.string(),
  languages_tags: z.array(LanguageTag),
  is_scheduled: z.boolean(),
  logo_team: z.boolean(),
  logo_workspace: z.boolean(),
  welcome_screen_title: texts,
  welcome_screen_description: texts,
  /**
   * attributed: the respondents' notice says their answers are seen with their name, and participant details show
   * them (spec 2 section 3); confidential otherwise, as every package written before the field existed (version 1
   * of the events, upcast: ADR 0085)
   */
  is_attributed: z.boolean(),
};
/** version 1 of PackageCreated and PackageUpdated had no `is_attributed`: those packages are confidential */
const confidentialUntilVersion2 = { version: 2, upcasters: { 1: (data: Record<string, unknown>) => ({ ...data, is_attributed: false }) } };
export const PackageCreated = defineEvent(
  'PackageCreated',
  z.object({
    package_id: z.string(),
    workspace_id: z.string(),
    team_id: z.string(),
    ...packageShape,
    created_by: z.string(),
    created_at: isoTime,
  }),
  confidentialUntilVersion2,
);
export const PackageUpdated = defineEvent(
  'PackageUpdated',
  z.object({ package_id: z.string(), ...packageShape, updated_at: isoTime }),
  confidentialUntilVersion2,
);
export const PackageDeleted = defineEvent(
  'PackageDeleted',
  z.object({ package_id: z.string(), deleted_by: z.string(), deleted_at: isoTime }),
);
export const AssessmentAddedToPackage = defineEvent(
  'AssessmentAddedToPackage',
  z.object({ package_id: z.string(), assessment_id: z.string(), added_at: isoTime }),
);
export const AssessmentRemovedFromPackage = defineEvent(
  'AssessmentRemovedFromPackage',
  z.object({ package_id: z.string(), assessment_id: z.string(), removed_at: isoTime }),
);

export const categoryEvents = [CategoryCreated, CategoryRenamed, CategoryDeleted] as const;
export const assessmentEvents = [
  AssessmentCreated,
  AssessmentRevised,
  AssessmentArchived,
  AssessmentUnarchived,
  AssessmentDeleted,
  AssessmentAnswered,
] as const;
export const packageEvents = [
  PackageCreated,
  PackageUpdated,
  PackageDeleted,
  AssessmentAddedToPackage,
  AssessmentRemovedFromPackage,
] as const;
export const surveyLibraryEvents = [...categoryEvents, ...assessmentEvents, ...packageEvents] as const;
