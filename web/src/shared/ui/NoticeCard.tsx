import { Card, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

type Props = {
  icon: ComponentType<{ size?: number | string }>;
  color: string;
  title: ReactNode;
  titleSize: number;
  testId?: string;
  /** the explanation and any way out, under the title */
  children: ReactNode;
};

/** A page that only tells something (not found, not allowed, log out first): a centred card, its icon, title and text. */
export function NoticeCard({ icon: Icon, color, title, titleSize, testId, children }: Props) {
  return (
    <Card maw={560} mx="auto" mt={48} p={40} data-testid={testId}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius={28} variant="light" color={color}>
          <Icon size={26} />
        </ThemeIcon>
        <Title order={1} fz={titleSize}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
