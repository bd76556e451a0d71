import { libraryProjection } from './library/project.ts';
import { packagesProjection } from './packages/project.ts';

export { libraryProjection, packagesProjection };

/** the read models of the survey context's library half */
export const surveyProjections = [libraryProjection, packagesProjection] as const;
