import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { isApiError } from '../../shared/api/http';
import { LogoMark } from '../../shared/brand/Logo';
import { useAppVersion } from './hooks/useAppVersion';
import { IconAlertCircle } from '@tabler/icons-react';

function VersionValue() {
  const { data, error, isPending, isError } = useAppVersion();
  if (isPending) return <Skeleton height={22} width={96} mt={4} aria-label="Loading version" />;
  if (isError) {
    const detail = isApiError(error) && !error.isUnreachable ? error.detail : 'The Canopy API could not be reached.';
    return (
      <Stack gap={2}>
        <Group gap={6} c="red.7" wrap="nowrap">
          <IconAlertCircle size={16} />
          <Text size="sm" fw={600} c="red.7">
            Version unavailable
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    );
  }
  return (
    <Text ff="monospace" fz={22} fw={600} lh={1.2} data-testid="app-version">
      {data.version}
    </Text>
  );
}

/** The "about" block: brand and the version of the deployment the browser is talking to. */
export function VersionCard() {
  return (
    <Card component="section" aria-label="Version">
      <Group gap="lg" wrap="nowrap" align="center">
        <LogoMark size={56} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
            Canopy version
          </Text>
          <VersionValue />
        </Stack>
      </Group>
    </Card>
  );
}
