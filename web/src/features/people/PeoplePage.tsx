import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAffiliate, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';

/**
 * /analytics/people: the spec gives this page its title and nothing else, so it says plainly what it holds (no
 * figures of its own) and leads to the pages that answer questions about people.
 */
export function PeoplePage() {
  usePageTitle('People');
  return (
    <>
      <PageHeader eyebrow="Learn · Analytics" title="People" />
      <Card p="xl" maw={720}>
        <Stack gap="md">
          <Text fz="sm" lh={1.6}>
            This page has no charts of its own. Who is in the workspace, their groups and their details are on the Participants page; who
            works with whom, and how connected each person is, is on the Collaboration page.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/participants" variant="light" leftSection={<IconUsers size={16} />}>
              Participants
            </Button>
            <Button component={Link} to="/analytics/collaboration" variant="light" leftSection={<IconAffiliate size={16} />}>
              Collaboration
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
