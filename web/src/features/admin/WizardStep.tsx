import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** one step of a report wizard: numbered, greyed until the steps before it are done */
export function WizardStep({ number, title, enabled, children }: { number: number; title: string; enabled: boolean; children: ReactNode }) {
  return (
    <Card p="lg" style={{ opacity: enabled ? 1 : 0.55 }} aria-disabled={!enabled} data-step={number}>
      <Stack gap="sm">
        <Group gap="sm">
          <Badge circle size="lg" color={enabled ? 'canopy' : 'gray'}>
            {number}
          </Badge>
          <Text fw={600}>{title}</Text>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
