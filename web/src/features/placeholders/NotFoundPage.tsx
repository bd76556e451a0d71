import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { IconAlertCircle, IconHome } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/ui/usePageTitle';

/** An address that is not a page of Canopy, while logged in. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <Card maw={560} mx="auto" mt={48} p={40}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius={28} variant="light" color="bark">
          <IconAlertCircle size={26} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          Page not found
        </Title>
        <Text c="dimmed" fz="sm">
          There is no page at{' '}
          <Text span ff="monospace" fz="sm">
            {pathname}
          </Text>
          . It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} to="/home" leftSection={<IconHome size={16} />}>
          Go to Home
        </Button>
      </Stack>
    </Card>
  );
}
