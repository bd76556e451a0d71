import { consultantsProjection } from './consultants/project.ts';
import { teamsProjection } from './teams/project.ts';
import { tokensProjection } from './tokens/project.ts';

export { consultantsProjection, teamsProjection, tokensProjection };

/** the read models of the identity context */
export const identityProjections = [consultantsProjection, teamsProjection, tokensProjection] as const;
