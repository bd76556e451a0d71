import { answersProjection } from './answers/project.ts';
import { settingsProjection } from './settings/project.ts';
import { visualizationsProjection } from './visualizations/project.ts';

export { answersProjection, settingsProjection, visualizationsProjection };

/** the read models of the analytics context */
export const analyticsProjections = [answersProjection, visualizationsProjection, settingsProjection] as const;
