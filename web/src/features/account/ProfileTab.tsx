import { UpdateProfileFields } from '@canopy/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ImageChange } from '../../shared/files/imageRules';
import { useContractForm } from '../../shared/forms/contractForm';
import { ImageField } from '../../shared/ui/ImageField';
import { initials } from '../../shared/ui/initials';
import { useAuthenticatedSession } from '../session/hooks/useSession';
import { useUpdateProfile } from './hooks/useUpdateProfile';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';
import { FormActions } from '../../shared/ui/FormActions';

const ProfileNames = UpdateProfileFields.pick({ first_name: true, last_name: true });

/** My account, Profile: first name, last name and the profile picture. */
export function ProfileTab() {
  const { consultant } = useAuthenticatedSession();
  const form = useContractForm({
    schema: ProfileNames,
    initialValues: { first_name: consultant.first_name, last_name: consultant.last_name },
  });
  const values = form.getValues();
  const [picture, setPicture] = useState<ImageChange>({ kind: 'unchanged' });
  const update = useUpdateProfile();

  const dirty = values.first_name !== consultant.first_name || values.last_name !== consultant.last_name || picture.kind !== 'unchanged';

  const submit = form.onSubmit((names) => {
    if (update.isPending) return;
    update.mutate(
      { ...names, picture },
      {
        onSuccess: () => {
          setPicture({ kind: 'unchanged' });
          notifications.show({ color: 'canopy', title: 'Profile saved', message: 'Your name and picture are up to date.' });
        },
      },
    );
  });

  const reset = () => {
    form.setValues({ first_name: consultant.first_name, last_name: consultant.last_name });
    form.clearErrors();
    setPicture({ kind: 'unchanged' });
    update.reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={520}>
        <ErrorBanner title="Your profile was not saved" error={update.error} />
        <ImageField
          label="Profile picture"
          currentUrl={consultant.profile_picture_url}
          fallback={initials(values.first_name, values.last_name)}
          value={picture}
          onChange={setPicture}
          disabled={update.isPending}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('first_name')} withAsterisk />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} withAsterisk />
        </SimpleGrid>
        <TextInput label="Email" value={consultant.email} readOnly disabled description="Your e-mail address is your login." />
        <FormActions saving={update.isPending} dirty={dirty} onCancel={reset} />
      </Stack>
    </form>
  );
}
