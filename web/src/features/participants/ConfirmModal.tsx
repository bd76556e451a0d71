import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
};

/** A destructive action asked once more, in the danger style. */
export function ConfirmModal({ title, children, confirmLabel, onConfirm, onClose, loading }: Props) {
  return (
    <Modal opened onClose={onClose} size={416} title={title} radius="lg" padding="xl" centered styles={{ title: { fontWeight: 650 } }}>
      <Stack gap="lg">
        <Text fz="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
