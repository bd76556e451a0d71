import { checkTeamName } from '@canopy/contracts';
import { Alert, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorDetail } from '../../shared/api/http';
import { FormModal } from '../../shared/ui/FormModal';
import { useAddTeam } from './hooks/useAdminMutations';

/** 'Add new team': a name (required); Enter submits */
export function AddTeamModal({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adding = useAddTeam();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding.isPending) return;
    const checked = checkTeamName(name);
    if (!checked.ok) return setError(checked.error);
    adding.mutate(checked.value, { onSuccess: onClose });
  };

  return (
    <FormModal title="New Team" size={416} onClose={onClose} onSubmit={submit} pending={adding.isPending} submitLabel="Add team">
      {adding.error && (
        <Alert color="red" role="alert">
          {errorDetail(adding.error)}
        </Alert>
      )}
      <TextInput
        label="Team name"
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        withAsterisk
        data-autofocus
        maxLength={100}
      />
    </FormModal>
  );
}
