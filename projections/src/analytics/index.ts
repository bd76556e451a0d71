import { answersProjection } from './answers/project.ts';

export { answersProjection };

/** the read models of the analytics context */
export const analyticsProjections = [answersProjection] as const;
