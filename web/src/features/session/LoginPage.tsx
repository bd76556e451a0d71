import { AuthenticateRequest, IdentityMessages } from '@canopy/contracts';
import { Alert, Anchor, Box, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { useContractForm } from '../../shared/forms/contractForm';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AuthLayout } from './AuthLayout';
import { useLogin } from './hooks/useLogin';
import { useRequestGuard } from './hooks/useRequestGuard';
import { describeSessionEnd, lastSessionEndReason } from './sessionEvents';
import { IconAlertCircle, IconArrowRight, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The '/' screen when logged out (spec: Login). */
export function LoginPage() {
  usePageTitle();
  const navigate = useNavigate();
  const form = useContractForm({
    schema: AuthenticateRequest,
    initialValues: { email: '', password: '' },
    required: ['email', 'password'],
  });
  const [authenticated, setAuthenticated] = useState(false);
  // Why the last session ended without the user asking (expired, unreadable), until they log in again.
  const [endNotice] = useState(() => describeSessionEnd(lastSessionEndReason()));

  const login = useLogin({ onAuthenticated: () => setAuthenticated(true), onLoggedIn: () => navigate('/home', { replace: true }) });
  const { guard, message: guardMessage } = useRequestGuard(login.isPending);

  // the guard first: a second click while logging in says so instead of checking the fields again
  const submit = (event: FormEvent) => {
    event.preventDefault();
    guard(
      form.onSubmit((credentials) => {
        setAuthenticated(false);
        login.mutate(credentials);
      }),
    );
  };

  const failed = login.isError ? errorDetail(login.error) : null;
  const wrongCredentials = failed === IdentityMessages.wrongCredentials;

  return (
    <AuthLayout
      title="Welcome to Canopy"
      subtitle="Log in to your consulting workspace."
      footer={
        <Group justify="space-between" px={4}>
          <Anchor component={Link} to="/forgot-password" fz="sm" fw={500}>
            Forgot password?
          </Anchor>
          <Anchor component={Link} to="/app-version" fz="sm" c="dimmed">
            App version
          </Anchor>
        </Group>
      }
    >
      {authenticated && login.isPending ? (
        <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
          <Box c="canopy.7">
            <IconCircleCheck size={48} strokeWidth={1.5} />
          </Box>
          <Stack gap={4} align="center">
            <Text fw={600} fz="lg">
              You are logged in
            </Text>
            <Group gap={8}>
              <Loader size={14} color="canopy" />
              <Text c="dimmed" fz="sm">
                Opening your workspace…
              </Text>
            </Group>
          </Stack>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {guardMessage && (
              <Alert color="yellow" icon={<IconInfoCircle size={18} />} role="status">
                {guardMessage}
              </Alert>
            )}
            {failed && !guardMessage && (
              <Alert
                color={wrongCredentials ? 'yellow' : 'red'}
                icon={<IconAlertCircle size={18} />}
                role="alert"
                title={wrongCredentials ? 'Check your details' : 'Could not log in'}
              >
                {sentenceCase(failed)}
              </Alert>
            )}
            {endNotice && !failed && !guardMessage && (
              <Alert color="blue" icon={<IconInfoCircle size={18} />}>
                {endNotice}
              </Alert>
            )}
            <TextInput
              label="Email"
              placeholder="you@consultancy.com"
              type="email"
              autoComplete="username"
              autoFocus
              size="md"
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              placeholder="Your password"
              autoComplete="current-password"
              size="md"
              {...form.getInputProps('password')}
            />
            <Button
              type="submit"
              size="md"
              fullWidth
              mt="xs"
              rightSection={login.isPending ? <Loader size={16} color="white" /> : <IconArrowRight size={18} />}
              aria-busy={login.isPending}
            >
              {login.isPending ? 'Logging in…' : 'Log in'}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
