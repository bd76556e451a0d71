import { CollaborationMessages } from '@canopy/contracts/analytics/collaboration';
import { Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';

export const COLLABORATION_PATH = '/analytics/collaboration';

/** what the narrow-screen notice adds on the Collaboration page, whose map needs the room most */
export function CollaborationNarrowTexts() {
  const { pathname } = useLocation();
  if (pathname !== COLLABORATION_PATH) return null;
  return (
    <Stack gap={4} data-testid="collaboration-narrow">
      <Text fw={600} fz="sm">
        {CollaborationMessages.narrow}
      </Text>
      <Text c="dimmed" fz="sm">
        {CollaborationMessages.mobile}
      </Text>
    </Stack>
  );
}
