import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AppModal } from './AppModal';

type Props = {
  title: string;
  size: number;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** while the save runs, Submit spins and Cancel waits */
  pending: boolean;
  submitLabel: string;
  /** where the title is larger than the body text */
  titleSize?: number;
  children: ReactNode;
};

/** A dialog holding one form: its fields stacked, then Cancel and the submit button at the bottom right; Enter in a field submits. */
export function FormModal({ title, size, onClose, onSubmit, pending, submitLabel, titleSize, children }: Props) {
  return (
    <AppModal onClose={onClose} size={size} title={title} titleSize={titleSize}>
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
    </AppModal>
  );
}
