import { Modal, type ModalProps } from '@mantine/core';

type Props = Omit<ModalProps, 'opened' | 'radius' | 'padding' | 'centered' | 'styles'> & {
  /** open unless told otherwise: most dialogs are mounted only while they show */
  opened?: boolean;
  /** where the title is larger than the body text */
  titleSize?: number | string;
};

/** Canopy's dialog: rounded, roomy and centred, its title bold. */
export function AppModal({ opened = true, titleSize, ...props }: Props) {
  return (
    <Modal opened={opened} radius="lg" padding="xl" centered styles={{ title: { fontWeight: 650, fontSize: titleSize } }} {...props} />
  );
}
