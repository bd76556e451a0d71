import { Button, Card, EmptyState, type MantineSpacing } from '@mantine/core';
import { useState } from 'react';
import { CreateWorkspaceModal } from './CreateWorkspaceModal';
import { IconBuilding, IconPlus } from '@tabler/icons-react';

type Props = { description: string; padding?: MantineSpacing };

/** the card a screen shows while the team has no workspace: what one is for, and the way to add it */
export function NoWorkspaceYet({ description, padding }: Props) {
  const [creating, setCreating] = useState(false);
  return (
    <Card p={padding}>
      <EmptyState icon={<IconBuilding size={28} />} variant="light" title="No workspace yet" description={description} py={padding ?? 'lg'}>
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Add new Workspace
          </Button>
        </EmptyState.Actions>
      </EmptyState>
      <CreateWorkspaceModal opened={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
