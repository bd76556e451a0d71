import { Button, Card, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LogoMark } from '../../shared/brand/Logo';
import { IconArrowRight, IconKey } from '../../shared/ui/icons';
import { PageShell } from '../../shared/ui/PageShell';
import { usePageTitle } from '../../shared/ui/usePageTitle';

/**
 * The front door until the identity service ships. It says plainly that sign-in is not here yet
 * rather than showing a form that cannot work.
 */
export function LandingPage() {
  usePageTitle();
  return (
    <PageShell size={520} withHeader={false}>
      <Card p={{ base: 'lg', sm: 40 }} shadow="sm">
        <Stack align="center" gap="lg" ta="center">
          <LogoMark size={64} />
          <Stack gap={6} align="center">
            <Title order={1} fz={28}>
              Welcome to Canopy
            </Title>
            <Text c="dimmed" maw={400}>
              Workforce surveys and organisation analytics for the client organisations you advise.
            </Text>
          </Stack>

          <Divider w="100%" />

          <Group gap="sm" wrap="nowrap" align="flex-start" ta="left" w="100%">
            <ThemeIcon variant="light" color="canopy" size={36} radius="md">
              <IconKey size={20} />
            </ThemeIcon>
            <Stack gap={2} style={{ flex: 1 }}>
              <Text fw={600} size="sm">
                Sign-in is on its way
              </Text>
              <Text size="sm" c="dimmed">
                Sign-in arrives with the identity service. Until then there is no account to sign in to, so this page has
                no sign-in form.
              </Text>
            </Stack>
          </Group>

          <Button
            component={Link}
            to="/app-version"
            variant="light"
            rightSection={<IconArrowRight size={16} />}
            fullWidth
          >
            App version and platform status
          </Button>
        </Stack>
      </Card>
    </PageShell>
  );
}
