import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * Where Finch Connect returns (`/hris/finch-callback?code=...`) inside its popup. The window that opened
 * the popup reads the code from this address and closes it; this page only has to show something calm
 * for that moment, and a hint if the popup was opened some other way.
 */
export function FinchCallbackPage() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text fw={600}>Finishing the connection to your HR system…</Text>
        <Text fz="sm" c="dimmed">
          This window closes by itself. If it stays open, close it and check the HRIS tab of Workspace Settings.
        </Text>
      </Stack>
    </Center>
  );
}
