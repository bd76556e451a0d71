import { PackageInput, SurveyMessages, type LanguageTag, type Package, type PackageAssessment } from '@canopy/contracts';
import type { z } from 'zod';
import { textOf } from '../library/text';

/**
 * What New and Edit Package edit: the contract's PackageInput minus what the form does not show (the workspace
 * and the schedule flag are the package's own), with a blank name refused in the spec's words before any request.
 */
export const PackageFormSchema = PackageInput.pick({
  description: true,
  languages_tags: true,
  logo_team: true,
  logo_workspace: true,
  welcome_screen_title: true,
  welcome_screen_description: true,
  is_attributed: true,
}).extend({ name: PackageInput.shape.name.min(1, SurveyMessages.packageNameRequired) });

export type PackageFormValues = z.output<typeof PackageFormSchema>;

/** the form's first values: the package's own, or a new package's (English only, the team logo shown) */
export const packageFormValues = (pkg: Package | null): PackageFormValues => ({
  name: pkg?.name ?? '',
  description: pkg?.description ?? '',
  languages_tags: pkg?.languages_tags ?? ['en_US'],
  logo_team: pkg?.logo_team ?? true,
  logo_workspace: pkg?.logo_workspace ?? false,
  welcome_screen_title: pkg?.welcome_screen_title ?? {},
  welcome_screen_description: pkg?.welcome_screen_description ?? {},
  is_attributed: pkg?.is_attributed ?? false,
});

/** English is always offered and always first; the other ticked languages follow in the order of the list */
export const withEnglish = (tags: readonly LanguageTag[]): LanguageTag[] => ['en_US', ...tags.filter((tag) => tag !== 'en_US')];

/** the body of POST packages / PUT packages/{id} for the form's values */
export const packageInputOf = (values: PackageFormValues, workspaceId: string, pkg: Package | null): PackageInput & { id?: string } => ({
  ...values,
  id: pkg?.id,
  workspace_id: workspaceId,
  languages_tags: withEnglish(values.languages_tags),
  is_scheduled: pkg?.is_scheduled ?? false,
});

/** a language the package offers that some of its assessments do not speak: respondents read those in English */
export type UntranslatedLanguage = { language: LanguageTag; assessments: string[]; all: boolean };

/**
 * For each language other than English the package offers, the assessments of the package not translated into it
 * (by their English names); a language every assessment speaks is left out, and so is everything while the
 * package has no assessments yet.
 */
export const untranslatedLanguages = (
  languages: readonly LanguageTag[],
  assessments: readonly Pick<PackageAssessment, 'name' | 'languages'>[],
): UntranslatedLanguage[] =>
  languages
    .filter((language) => language !== 'en_US')
    .map((language) => {
      const missing = assessments
        .filter((assessment) => !assessment.languages.includes(language))
        .map((assessment) => textOf(assessment.name));
      return { language, assessments: missing, all: missing.length === assessments.length };
    })
    .filter((entry) => entry.assessments.length > 0);

/** a language the package offers in which some of its assessments speak a translation no fluent reader has reviewed */
export type UnreviewedLanguage = { language: LanguageTag; assessments: string[] };

/**
 * For each language other than English the package offers, the assessments of the package whose texts in it are
 * not reviewed (by their English names); an assessment that does not speak the language is the untranslated
 * warning's, not this one's.
 */
export const unreviewedLanguages = (
  languages: readonly LanguageTag[],
  assessments: readonly Pick<PackageAssessment, 'name' | 'languages' | 'unreviewed_languages'>[],
): UnreviewedLanguage[] =>
  languages
    .filter((language) => language !== 'en_US')
    .map((language) => ({
      language,
      assessments: assessments
        .filter((assessment) => assessment.languages.includes(language) && assessment.unreviewed_languages.includes(language))
        .map((assessment) => textOf(assessment.name)),
    }))
    .filter((entry) => entry.assessments.length > 0);

/** the package's offered languages that some of its assessments speak unreviewed: its flags mark them */
export const unreviewedTags = (pkg: Pick<Package, 'languages_tags' | 'assessments'>): LanguageTag[] =>
  unreviewedLanguages(pkg.languages_tags, pkg.assessments).map((entry) => entry.language);
