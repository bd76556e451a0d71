import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: ReactNode;
  /** small uppercase label above the title, e.g. the navigation section */
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
};

/** The head of every logged-in page: eyebrow, title, one line of description, actions on the right. */
export function PageHeader({ title, eyebrow, description, actions }: PageHeaderProps) {
  return (
    // at 1024 px a page with many actions puts them under the title instead of squeezing the title to one word a line
    <Group justify="space-between" align="flex-end" mb="xl" gap="lg" wrap="wrap">
      <Stack gap={6} style={{ minWidth: 0, flex: '1 1 360px' }}>
        {eyebrow && (
          <Text fz={11} fw={700} c="canopy.7" tt="uppercase" style={{ letterSpacing: '0.09em' }}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} fz={28} style={{ letterSpacing: '-0.015em' }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" fz="sm" maw={720} lh={1.55}>
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="sm" wrap="wrap" justify="flex-end" style={{ flex: '0 1 auto' }}>
          {actions}
        </Group>
      )}
    </Group>
  );
}
