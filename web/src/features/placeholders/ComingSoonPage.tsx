import { Badge, Box, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { IconCheck } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';

/** a route the spec gives a title and nothing else: the page shows that title only */
export type TitleOnlyProps = { title: string; titleOnly: true };

export type ComingSoonProps = {
  titleOnly?: false;
  title: string;
  /** navigation section shown above the title (CAPTURE, LEARN, LEAD, ...) */
  eyebrow?: string;
  /** one line under the title: what the page is for */
  description: string;
  /** the honest status line, e.g. 'Raw Data exports arrive in a coming release' */
  headline: string;
  /** what the page will let a consultant do */
  capabilities: readonly string[];
  icon: ComponentType<{ size?: number | string }>;
};

/**
 * A page whose feature ships in a later release: the real title and purpose, and a plain statement that it is
 * not built yet. Nothing on it pretends to work.
 */
export function ComingSoonPage(props: ComingSoonProps | TitleOnlyProps) {
  usePageTitle(props.title);
  if (props.titleOnly) return <PageHeader title={props.title} />;
  const { title, eyebrow, description, headline, capabilities, icon: Icon } = props;
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      <Card p={0} data-testid="coming-soon">
        <Group wrap="nowrap" align="stretch" gap={0}>
          <Box
            p={40}
            style={{
              flex: '0 0 260px',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background:
                'radial-gradient(220px 220px at 50% 45%, var(--mantine-color-canopy-1), transparent 70%), var(--mantine-color-canopy-0)',
              borderRight: '1px solid var(--mantine-color-bark-1)',
            }}
          >
            <ThemeIcon size={96} radius={48} variant="white" color="canopy" style={{ boxShadow: '0 8px 24px -8px rgba(13,107,86,0.35)' }}>
              <Icon size={44} />
            </ThemeIcon>
          </Box>
          <Stack gap="md" p={36} style={{ flex: 1 }}>
            <Badge color="canopy" variant="light" w="fit-content">
              Coming soon
            </Badge>
            <Title order={2} fz={20}>
              {headline}
            </Title>
            <Text c="dimmed" fz="sm" maw={560} lh={1.6}>
              This page is part of Canopy but is not built yet. When it arrives you will be able to:
            </Text>
            <List
              spacing={8}
              fz="sm"
              icon={
                <ThemeIcon size={20} radius="xl" variant="light" color="canopy">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {capabilities.map((capability) => (
                <List.Item key={capability}>{capability}</List.Item>
              ))}
            </List>
          </Stack>
        </Group>
      </Card>
    </>
  );
}
