import type { DelayedMessage } from '@canopy/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useKeepDraft } from '../hooks/useKeepDraft';
import type { Draft } from '../wizardDraft';

type Props = { packageId: string; message: DelayedMessage | null; draft: Draft; onBack: () => void; onClose: () => void };

/** Closing the wizard with unsaved content: keep it as a draft to finish later, or discard it. */
export function KeepDraftModal({ packageId, message, draft, onBack, onClose }: Props) {
  const keepDraft = useKeepDraft(packageId, message);
  return (
    <Modal opened onClose={onBack} title="Save as a draft?" size={416} centered>
      <Stack>
        <Text fz="sm">The message has unsaved changes. Keep it as a draft to finish later?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Discard
          </Button>
          <Button loading={keepDraft.isPending} onClick={() => keepDraft.mutate(draft, { onSuccess: onClose })}>
            Save draft
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
