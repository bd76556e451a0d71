import { ForgotPasswordRequest } from '@canopy/contracts';
import { Alert, Anchor, Box, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { useContractForm } from '../../shared/forms/contractForm';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AuthLayout } from './AuthLayout';
import { useRequestPasswordReset } from './hooks/usePasswordReset';
import { useRequestGuard } from './hooks/useRequestGuard';
import { IconAlertCircle, IconArrowLeft, IconInfoCircle, IconMail } from '@tabler/icons-react';

function BackToLogin() {
  return (
    <Anchor component={Link} to="/" fz="sm" fw={500} px={4}>
      <Group gap={6} component="span">
        <IconArrowLeft size={16} />
        Back to login
      </Group>
    </Anchor>
  );
}

/** /forgot-password: e-mail, 'Reset Password', a link back; then a confirmation and 'Go to login screen'. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const form = useContractForm({ schema: ForgotPasswordRequest, initialValues: { email: '' }, required: ['email'] });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const reset = useRequestPasswordReset();
  const { guard, message: guardMessage } = useRequestGuard(reset.isPending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    guard(form.onSubmit((request) => reset.mutate(request, { onSuccess: () => setSentTo(request.email) })));
  };

  if (sentTo) {
    return (
      <AuthLayout title="Check your inbox">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Box c="canopy.7" pt={2}>
              <IconMail size={28} />
            </Box>
            <Text fz="sm" lh={1.6}>
              If <b>{sentTo}</b> belongs to a Canopy account, a link to set a new password is on its way. The link works once; if it does
              not arrive within a few minutes, check your spam folder or ask again.
            </Text>
          </Group>
          <Button component={Link} to="/" size="md" fullWidth>
            Go to login screen
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to set a new password."
      footer={<BackToLogin />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {guardMessage && (
            <Alert color="yellow" icon={<IconInfoCircle size={18} />} role="status">
              {guardMessage}
            </Alert>
          )}
          {reset.isError && !guardMessage && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Could not send the link">
              {errorDetail(reset.error)}
            </Alert>
          )}
          <TextInput
            label="Email"
            placeholder="you@consultancy.com"
            type="email"
            autoComplete="email"
            autoFocus
            size="md"
            {...form.getInputProps('email')}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            rightSection={reset.isPending ? <Loader size={16} color="white" /> : null}
            aria-busy={reset.isPending}
          >
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
