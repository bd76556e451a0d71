import type { Workspace } from '@canopy/contracts';
import { useForm } from '@mantine/form';
import { useSavedFlash } from '../useSavedFlash';
import { useUpdateWorkspace } from './useUpdateWorkspace';

type Setting = 'time_zone' | 'group_classification' | 'alert_thresholds';

/**
 * One workspace setting edited on its own settings tab: the form holding it, its save through the workspace update
 * (one at a time), and the 'Saved successfully!' flash after it.
 */
export function useWorkspaceSetting<K extends Setting>(workspace: Workspace, key: K) {
  const form = useForm({ initialValues: { [key]: workspace[key] } as Record<K, Workspace[K]> });
  const update = useUpdateWorkspace();
  const saved = useSavedFlash();
  const submit = form.onSubmit((values) => {
    if (update.isPending) return;
    saved.clear();
    update.mutate({ id: workspace.id, [key]: values[key] }, { onSuccess: () => saved.flash() });
  });
  return { form, value: form.getValues()[key], update, saved, submit };
}
