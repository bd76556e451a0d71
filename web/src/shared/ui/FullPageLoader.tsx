import { Box, Loader, Stack, Text } from '@mantine/core';
import { LogoMark } from '../brand/Logo';

/** While the session is restored on startup: the mark and a quiet spinner, nothing that can flash and vanish. */
export function FullPageLoader({ label = 'Loading Canopy…' }: { label?: string }) {
  return (
    <Box
      mih="100dvh"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      bg="bark.0"
      role="status"
      aria-live="polite"
    >
      <Stack align="center" gap="md">
        <LogoMark size={48} />
        <Loader size="sm" color="canopy" type="dots" />
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Box>
  );
}
