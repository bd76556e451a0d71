import { Box, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Logo } from '../../shared/brand/Logo';
import { IconDeviceDesktop } from '@tabler/icons-react';

/** Spec: screens narrower than 996 px get a notice instead of the app. */
export const SMALL_SCREEN_MAX_PX = 995;

export function useIsSmallScreen(): boolean {
  return useMediaQuery(`(max-width: ${SMALL_SCREEN_MAX_PX}.98px)`, false, { getInitialValueInEffect: false }) ?? false;
}

export function SmallScreenNotice({ children }: { children?: ReactNode }) {
  return (
    <Box
      mih="100dvh"
      p="xl"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'var(--mantine-color-bark-0)' }}
      data-testid="small-screen-notice"
    >
      <Stack align="center" gap="lg" maw={420} ta="center">
        <Logo size={30} />
        <ThemeIcon size={72} radius={36} variant="light" color="canopy">
          <IconDeviceDesktop size={36} />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={1} fz={22}>
            Canopy needs a bigger screen
          </Title>
          <Text c="dimmed" fz="sm" lh={1.6}>
            Dashboards, tables and charts need room. Widen this window to at least 996 pixels, or open Canopy on a laptop or desktop
            computer.
          </Text>
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

/** Renders the notice instead of `children` below 996 px. */
export function SmallScreenGate({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  const small = useIsSmallScreen();
  return small ? <SmallScreenNotice>{notice}</SmallScreenNotice> : children;
}
