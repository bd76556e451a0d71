import type { PackageInput } from '@canopy/contracts/survey/api';
import type { z } from 'zod';
import type { PackageFields } from './package.ts';

/** `is_attributed` absent: confidential on create (the decider keeps the package's own on edit) */
export const fieldsOf = (body: z.output<typeof PackageInput>): Omit<PackageFields, 'is_attributed'> & { is_attributed?: boolean } => ({
  name: body.name,
  description: body.description,
  languages_tags: body.languages_tags,
  is_scheduled: body.is_scheduled,
  logo_team: body.logo_team,
  logo_workspace: body.logo_workspace,
  welcome_screen_title: body.welcome_screen_title,
  welcome_screen_description: body.welcome_screen_description,
  is_attributed: body.is_attributed,
});
