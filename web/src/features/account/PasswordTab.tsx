import { ChangePasswordRequest, IdentityMessages, PASSWORD_RULE } from '@canopy/contracts';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useFormFields } from '../../shared/forms/useFormFields';
import { validateForm } from '../../shared/forms/validation';
import { useAuthenticatedSession } from '../session/hooks/useSession';
import { withRepeatedPassword } from '../session/passwordForm';
import { useChangePassword } from './hooks/useChangePassword';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';
import { IconCircleCheck } from '@tabler/icons-react';

/** Spec: the success banner stays 5 s. */
export const PASSWORD_SUCCESS_MS = 5000;

type Field = 'old_password' | 'new_password' | 'repeat_password';

const ChangePasswordForm = withRepeatedPassword(ChangePasswordRequest);

const EMPTY: Record<Field, string> = { old_password: '', new_password: '', repeat_password: '' };

/** My account, Password: old, new and repeated password. */
export function PasswordTab() {
  const { consultant } = useAuthenticatedSession();
  const { values, setValues, errors, setErrors, bind: update } = useFormFields<Field>(EMPTY);
  const [succeeded, setSucceeded] = useState(false);
  const change = useChangePassword();

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setSucceeded(false), PASSWORD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    // the last attempt's refusal ('Old password is incorrect') belongs to that attempt, not to this one
    change.reset();
    const result = validateForm(ChangePasswordForm, { id: consultant.id, ...values }, ['old_password', 'new_password', 'repeat_password']);
    setErrors(result.errors);
    if (!result.ok) return;
    setSucceeded(false);
    change.mutate(
      { id: result.data.id, old_password: result.data.old_password, new_password: result.data.new_password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSucceeded(true);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={416}>
        {succeeded && (
          <Alert color="canopy" icon={<IconCircleCheck size={18} />} role="status">
            {IdentityMessages.passwordChanged}
          </Alert>
        )}
        <ErrorBanner title="Your password was not changed" error={change.error} />
        <PasswordInput
          label="Old password"
          autoComplete="current-password"
          value={values.old_password}
          onChange={update('old_password')}
          error={errors.old_password}
          withAsterisk
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={PASSWORD_RULE}
          value={values.new_password}
          onChange={update('new_password')}
          error={errors.new_password}
          withAsterisk
        />
        <PasswordInput
          label="Repeat new password"
          autoComplete="new-password"
          value={values.repeat_password}
          onChange={update('repeat_password')}
          error={errors.repeat_password}
          withAsterisk
        />
        <Button type="submit" loading={change.isPending} w="fit-content" mt="xs">
          Change password
        </Button>
      </Stack>
    </form>
  );
}
