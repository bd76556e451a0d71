import type { UseFormReturnType } from '@mantine/form';
import type { Draft } from '../wizardDraft';

/** the wizard's one form, which every step edits */
export type DraftForm = UseFormReturnType<Draft>;

/** sets one field of the draft */
export const setterOf =
  (form: DraftForm) =>
  <K extends keyof Draft>(key: K, value: Draft[K]) =>
    form.setFieldValue(key, value as never);
