import { checkTeamName } from '@canopy/contracts';
import { Alert, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { errorDetail } from '../../shared/api/http';
import { FormModal } from '../../shared/ui/FormModal';
import { useAddTeam } from './hooks/useAddTeam';
import { teamNameErrors } from './ruleErrors';

/** 'Add new team': a name (required); Enter submits */
export function AddTeamModal({ onClose }: { onClose: () => void }) {
  const adding = useAddTeam();
  const form = useForm({ initialValues: { name: '' }, validate: teamNameErrors });

  const submit = form.onSubmit(({ name }) => {
    const checked = checkTeamName(name);
    if (!adding.isPending && checked.ok)
      adding.mutate(checked.value, {
        onSuccess: () => {
          // the new row may sort out of sight: the confirmation says it was made
          notifications.show({ color: 'green', title: 'Team added', message: `${checked.value} was added to the teams.` });
          onClose();
        },
      });
  });

  return (
    <FormModal title="New Team" size={416} onClose={onClose} onSubmit={submit} pending={adding.isPending} submitLabel="Add team">
      {adding.error && (
        <Alert color="red" role="alert">
          {errorDetail(adding.error)}
        </Alert>
      )}
      <TextInput label="Team name" {...form.getInputProps('name')} withAsterisk data-autofocus maxLength={100} />
    </FormModal>
  );
}
