import { consultantsProjection } from './consultants.ts';
import { teamsProjection } from './teams.ts';
import { tokensProjection } from './tokens.ts';

export { consultantsProjection, teamsProjection, tokensProjection };

/** the read models of the identity context */
export const identityProjections = [consultantsProjection, teamsProjection, tokensProjection] as const;
