import { Button, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { NoticeCard } from '../../shared/ui/NoticeCard';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { IconAlertCircle, IconHome } from '@tabler/icons-react';

/** An address that is not a page of Canopy, while logged in. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <NoticeCard icon={IconAlertCircle} color="bark" title="Page not found" titleSize={22}>
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
    </NoticeCard>
  );
}
