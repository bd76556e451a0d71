import { ChangePasswordRequest, IdentityMessages, PASSWORD_RULE } from '@canopy/contracts';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useContractForm } from '../../shared/forms/contractForm';
import { useAuthenticatedSession } from '../session/hooks/useSession';
import { withRepeatedPassword } from '../session/passwordForm';
import { useChangePassword } from './hooks/useChangePassword';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';
import { IconCircleCheck } from '@tabler/icons-react';

/** Spec: the success banner stays 5 s. */
export const PASSWORD_SUCCESS_MS = 5000;

const ChangePasswordForm = withRepeatedPassword(ChangePasswordRequest);

/** My account, Password: old, new and repeated password. */
export function PasswordTab() {
  const { consultant } = useAuthenticatedSession();
  const form = useContractForm({
    schema: ChangePasswordForm,
    initialValues: { id: consultant.id, old_password: '', new_password: '', repeat_password: '' },
    required: ['old_password', 'new_password', 'repeat_password'],
  });
  const [succeeded, setSucceeded] = useState(false);
  const change = useChangePassword();

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setSucceeded(false), PASSWORD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  // the last attempt's refusal ('Old password is incorrect') belongs to that attempt, not to this one
  const submit = form.onSubmit(
    (data) => {
      if (change.isPending) return;
      change.reset();
      setSucceeded(false);
      change.mutate(
        { id: data.id, old_password: data.old_password, new_password: data.new_password },
        {
          onSuccess: () => {
            form.reset();
            setSucceeded(true);
          },
        },
      );
    },
    () => {
      if (!change.isPending) change.reset();
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={416}>
        {succeeded && (
          <Alert color="canopy" icon={<IconCircleCheck size={18} />} role="status">
            {IdentityMessages.passwordChanged}
          </Alert>
        )}
        <ErrorBanner title="Your password was not changed" error={change.error} />
        <PasswordInput label="Old password" autoComplete="current-password" {...form.getInputProps('old_password')} withAsterisk />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={PASSWORD_RULE}
          {...form.getInputProps('new_password')}
          withAsterisk
        />
        <PasswordInput label="Repeat new password" autoComplete="new-password" {...form.getInputProps('repeat_password')} withAsterisk />
        <Button type="submit" loading={change.isPending} w="fit-content" mt="xs">
          Change password
        </Button>
      </Stack>
    </form>
  );
}
