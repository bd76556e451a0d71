import { Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isApiError } from '../shared/api/http';
import { PageShell } from '../shared/ui/PageShell';
import { usePageTitle } from '../shared/ui/usePageTitle';
import { IconRefresh } from '@tabler/icons-react';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (isApiError(error)) return error.detail;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** Shown instead of a blank screen when a page throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  if (import.meta.env.DEV) console.error(error);
  return (
    <PageShell size={520}>
      <Card p="xl">
        <Stack gap="md">
          <Title order={1} fz={24}>
            Something went wrong
          </Title>
          <Text c="dimmed">
            This page hit an unexpected problem. Reloading usually helps; if it keeps happening, tell us what you were doing.
          </Text>
          <Code block>{describe(error)}</Code>
          <Group>
            <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
              Reload
            </Button>
            <Button component={Link} to="/" variant="default">
              Go to the start page
            </Button>
          </Group>
        </Stack>
      </Card>
    </PageShell>
  );
}
