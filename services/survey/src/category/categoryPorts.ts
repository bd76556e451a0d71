import { type Assessment, type Category, SurveyMessages } from '@canopy/contracts/survey/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { type CategoryRow, createLibraryReader, toAssessment } from '@canopy/projections/survey/library/read';
import { createSurveyCommands } from '../commands.ts';

/** categories with the assessments on each, in the order of the library */
const shelves = (categories: readonly CategoryRow[], assessments: readonly Assessment[], keepEmpty: boolean): Category[] =>
  categories
    .map((category) => ({ ...category, assessments: assessments.filter((assessment) => assessment.category_id === category.id) }))
    .filter((category) => keepEmpty || category.assessments.length > 0);

/** what the category use cases read and write with, made once per process */
export const createCategoryPorts = (deps: ServiceDeps) => {
  const read = createLibraryReader(deps.platform.pool);
  /** My Library: the team's categories, empty ones too, with their active assessments */
  const myLibrary = async (teamId: string) =>
    shelves(await read.categories(teamId), (await read.ofTeam(teamId, false)).map(toAssessment), true);
  return {
    read,
    commands: createSurveyCommands(deps),
    newId,
    myLibrary,
    /** a set of the default library ('canopy', 'community'): its shelves that hold any of it */
    collection: async (collection: 'canopy' | 'community') =>
      shelves(await read.categories(null), (await read.ofCollection(collection)).map(toAssessment), false),
    /** one of the team's categories as My Library shows it (another team's 404) */
    answer: async (teamId: string, categoryId: string) => {
      const category = (await myLibrary(teamId)).find((shelf) => shelf.id === categoryId);
      if (!category) throw httpError(404, SurveyMessages.categoryNotFound);
      return category;
    },
  };
};

export type CategoryPorts = ReturnType<typeof createCategoryPorts>;
