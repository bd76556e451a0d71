import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { CsvImport } from './csv/CsvImport';
import { ManualAddForm } from './manual/ManualAddForm';
import { AppModal } from '../../shared/ui/AppModal';

type Props = { workspaceId: string; opened: boolean; onClose: () => void };

/** 'New participants': typed in row by row, or imported from a CSV file. */
export function AddParticipantsModal({ workspaceId, opened, onClose }: Props) {
  const [mode, setMode] = useState<'manual' | 'csv'>('manual');
  const close = () => {
    onClose();
    setMode('manual');
  };
  return (
    <AppModal
      opened={opened}
      onClose={close}
      size={916}
      title="New participants"
      closeOnClickOutside={false}
      transitionProps={{ duration: 200 }}
      titleSize="var(--mantine-font-size-lg)"
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
    </AppModal>
  );
}
