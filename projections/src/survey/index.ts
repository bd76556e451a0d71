import { libraryProjection } from './library/project.ts';
import { packageLinksProjection } from './packageLinks/project.ts';
import { packagesProjection } from './packages/project.ts';
import { participationProjection } from './participation/project.ts';

export { libraryProjection, packageLinksProjection, packagesProjection, participationProjection };

/** the read models of the survey context: the library, packages, their links and cycles, and who answered */
export const surveyProjections = [libraryProjection, packagesProjection, packageLinksProjection, participationProjection] as const;
