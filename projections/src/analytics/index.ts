import { aiAnalysesProjection } from './aiAnalyses/project.ts';
import { answersProjection } from './answers/project.ts';
import { exportsProjection } from './exports/project.ts';
import { settingsProjection } from './settings/project.ts';
import { visualizationsProjection } from './visualizations/project.ts';

export { aiAnalysesProjection, answersProjection, exportsProjection, settingsProjection, visualizationsProjection };

/** the read models of the analytics context */
export const analyticsProjections = [
  answersProjection,
  visualizationsProjection,
  settingsProjection,
  exportsProjection,
  aiAnalysesProjection,
] as const;
