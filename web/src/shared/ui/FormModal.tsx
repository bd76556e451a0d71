import { Button, Group, Modal, Stack } from '@mantine/core';
import type { CSSProperties, FormEvent, ReactNode } from 'react';

type Props = {
  title: string;
  size: number;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** while the save runs, Submit spins and Cancel waits */
  pending: boolean;
  submitLabel: string;
  titleStyle?: CSSProperties;
  children: ReactNode;
};

/** A dialog holding one form: its fields stacked, then Cancel and the submit button at the bottom right; Enter in a field submits. */
export function FormModal({ title, size, onClose, onSubmit, pending, submitLabel, titleStyle, children }: Props) {
  return (
    <Modal
      opened
      onClose={onClose}
      size={size}
      title={title}
      radius="lg"
      padding="xl"
      centered
      styles={{ title: { fontWeight: 650, ...titleStyle } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
