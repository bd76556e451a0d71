import { PASSWORD_RULE, ResetPasswordRequest } from '@canopy/contracts';
import { Alert, Box, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { useContractForm } from '../../shared/forms/contractForm';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AuthLayout } from './AuthLayout';
import { useResetPassword } from './hooks/usePasswordReset';
import { withRepeatedPassword } from './passwordForm';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

const SetPasswordForm = withRepeatedPassword(ResetPasswordRequest);

/**
 * /reset-password?token=...: sets a new password with the token from a reset mail. Invitation mails link
 * here too, with `&invite=1`: the same form, headed 'Set your password'.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = params.get('invite') === '1';
  const heading = invite ? 'Set your password' : 'Choose a new password';
  usePageTitle(heading);

  const form = useContractForm({
    schema: SetPasswordForm,
    initialValues: { token, new_password: '', repeat_password: '' },
    required: ['new_password', 'repeat_password'],
  });
  const reset = useResetPassword();

  if (!token) {
    return (
      <AuthLayout title={heading}>
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="This link is incomplete">
          The link has no token. Open it again from the e-mail, or ask for a new one.
        </Alert>
        <Button component={Link} to="/forgot-password" variant="light" size="md" fullWidth>
          Ask for a new link
        </Button>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title={invite ? 'Your password is set' : 'Your password was changed'}>
        <Stack align="center" gap="md" ta="center">
          <Box c="canopy.7">
            <IconCircleCheck size={48} strokeWidth={1.5} />
          </Box>
          <Text fz="sm" c="dimmed">
            {invite
              ? 'Welcome to Canopy. Log in with your e-mail address and the password you just chose.'
              : 'Log in with your new password.'}
          </Text>
          <Button component={Link} to="/" size="md" fullWidth>
            Go to login screen
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const submit = form.onSubmit((data) => {
    if (!reset.isPending) reset.mutate({ token: data.token, new_password: data.new_password });
  });

  return (
    <AuthLayout
      title={heading}
      subtitle={
        invite
          ? 'You were invited to a consulting team on Canopy. Choose a password to finish your account.'
          : `Choose a password: ${PASSWORD_RULE.toLowerCase()}`
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {reset.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="The password was not set">
              {errorDetail(reset.error)}{' '}
              <Text component={Link} to="/forgot-password" fz="sm" td="underline" c="inherit">
                Ask for a new link
              </Text>
            </Alert>
          )}
          <PasswordInput label="New password" autoComplete="new-password" autoFocus size="md" {...form.getInputProps('new_password')} />
          <PasswordInput label="Repeat new password" autoComplete="new-password" size="md" {...form.getInputProps('repeat_password')} />
          <Button type="submit" size="md" fullWidth rightSection={reset.isPending ? <Loader size={16} color="white" /> : null}>
            {invite ? 'Set password' : 'Change password'}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
