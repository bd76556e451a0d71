import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppModal } from '../../shared/ui/AppModal';

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
    <AppModal onClose={onClose} size={416} title={title}>
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
    </AppModal>
  );
}
