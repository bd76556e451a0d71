import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { CsvImport } from './csv/CsvImport';
import { ManualAddForm } from './manual/ManualAddForm';

type Props = { workspaceId: string; opened: boolean; onClose: () => void };

/** 'New participants': typed in row by row, or imported from a CSV file. */
export function AddParticipantsModal({ workspaceId, opened, onClose }: Props) {
  const [mode, setMode] = useState<'manual' | 'csv'>('manual');
  const close = () => {
    onClose();
    setMode('manual');
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      size={916}
      title="New participants"
      radius="lg"
      padding="xl"
      centered
      closeOnClickOutside={false}
      transitionProps={{ duration: 200 }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as typeof mode)}
          data={[
            { value: 'manual', label: 'Add manually' },
            { value: 'csv', label: 'Import a CSV file' },
          ]}
          w="fit-content"
        />
        {/* each mode starts afresh whenever the dialog opens */}
        {opened &&
          (mode === 'manual' ? (
            <ManualAddForm workspaceId={workspaceId} onClose={close} />
          ) : (
            <CsvImport workspaceId={workspaceId} onClose={close} />
          ))}
      </Stack>
    </Modal>
  );
}
