import type { DeliveryProgress } from '@canopy/contracts';
import { Group, Progress, Text } from '@mantine/core';

/** how far a send has gone: sent and failed of its total, what is still waiting or being sent */
export function DeliveryProgressBar({ progress }: { progress: DeliveryProgress }) {
  const share = (n: number) => (progress.total === 0 ? 0 : (n / progress.total) * 100);
  const done = progress.sent + progress.failed;
  return (
    <div data-testid="delivery-progress" data-sent={progress.sent} data-total={progress.total}>
      <Progress.Root size="md" aria-label={`${done} of ${progress.total} sent`}>
        <Progress.Section value={share(progress.sent)} color="canopy" />
        <Progress.Section value={share(progress.failed)} color="red" />
      </Progress.Root>
      <Group gap="md" mt={4}>
        <Text fz="xs">
          {progress.pending > 0 ? `Sending: ${done} of ${progress.total}` : `Sent to ${progress.sent} of ${progress.total}`}
        </Text>
        {progress.failed > 0 && (
          <Text fz="xs" c="red.7">
            {progress.failed} failed
          </Text>
        )}
        {progress.pending > 0 && (
          <Text fz="xs" c="dimmed">
            {progress.pending} waiting
          </Text>
        )}
      </Group>
    </div>
  );
}
