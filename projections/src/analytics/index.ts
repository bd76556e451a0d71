import { aiAnalysesProjection } from './aiAnalyses/project.ts';
import { answersProjection } from './answers/project.ts';
import { settingsProjection } from './settings/project.ts';
import { visualizationsProjection } from './visualizations/project.ts';

export { aiAnalysesProjection, answersProjection, settingsProjection, visualizationsProjection };

/** the read models of the analytics context */
export const analyticsProjections = [answersProjection, visualizationsProjection, settingsProjection, aiAnalysesProjection] as const;
