import { answersProjection } from './answers/project.ts';
import { exportsProjection } from './exports/project.ts';
import { settingsProjection } from './settings/project.ts';
import { visualizationsProjection } from './visualizations/project.ts';

export { answersProjection, exportsProjection, settingsProjection, visualizationsProjection };

/** the read models of the analytics context */
export const analyticsProjections = [answersProjection, visualizationsProjection, settingsProjection, exportsProjection] as const;
