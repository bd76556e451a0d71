import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../brand/Logo';

type PageShellProps = {
  children: ReactNode;
  /** Content width; the pre-sign-in pages are narrow. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | number;
  /** Hide the header logo on pages whose content already carries the brand. */
  withHeader?: boolean;
};

/** Full-height branded frame for pages shown before a workspace exists: header, centred content, footer. */
export function PageShell({ children, size = 'sm', withHeader = true }: PageShellProps) {
  return (
    <Box
      mih="100dvh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background:
          'radial-gradient(1200px 480px at 50% -160px, var(--mantine-color-canopy-0), transparent 70%), var(--mantine-color-bark-0)',
      }}
    >
      {withHeader && (
        <Box component="header" pt="lg" pb="xs" px="md">
          <Container size={size} px={0}>
            <Anchor component={Link} to="/" underline="never" aria-label="Canopy home" w="fit-content" display="block">
              <Logo size={30} />
            </Anchor>
          </Container>
        </Box>
      )}
      <Box component="main" style={{ flex: 1 }} py={withHeader ? { base: 'lg', sm: 48 } : { base: 'xl', sm: 80 }} px="md">
        <Container size={size} px={0}>
          {children}
        </Container>
      </Box>
      <Box component="footer" py="lg" px="lg">
        <Group justify="center" gap="xs">
          <Text size="xs" c="dimmed">
            Canopy · workforce surveys and organisation analytics
          </Text>
        </Group>
      </Box>
    </Box>
  );
}
