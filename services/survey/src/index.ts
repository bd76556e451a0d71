import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';

/** The survey context: the assessment library, packages and respondent answers. Its commands and routes are still to come. */
export const surveyModule = defineServiceModule({
  name: 'survey',
  contracts: [],
});
