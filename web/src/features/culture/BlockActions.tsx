import { AnalyticsMessages, type Block } from '@canopy/contracts/analytics/api';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { deleteBlock, renameBlock } from './api';

/** a custom block's Rename and Delete (with confirmation when it holds charts) and 'Add Custom Graph' */
export function BlockActions({ block, onAddGraph, onChanged }: { block: Block; onAddGraph: () => void; onChanged: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(block.name);
  const [error, setError] = useState<string | null>(null);
  const tooShort = name.trim().length < 3;

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setRenaming(false);
      setConfirming(false);
      onChanged();
    } catch (caught) {
      setError(errorDetail(caught));
    }
  };
  const remove = () => (block.charts.length > 0 ? setConfirming(true) : run(() => deleteBlock(block.id, false)));

  return (
    <Group gap="xs">
      <Button size="xs" variant="light" onClick={onAddGraph}>
        Add Custom Graph
      </Button>
      <Button size="xs" variant="subtle" onClick={() => setRenaming(true)}>
        Rename
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={remove}>
        Delete
      </Button>
      {error && (
        <Text c="red.7" fz="sm">
          {error}
        </Text>
      )}
      <Modal opened={renaming} onClose={() => setRenaming(false)} title="Rename block">
        <Stack>
          <TextInput
            label="Block name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={tooShort ? AnalyticsMessages.blockNameTooShort : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
            <Button disabled={tooShort} onClick={() => run(() => renameBlock(block.id, name))}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete block">
        <Stack>
          <Text>The block “{block.name}” holds charts. Delete it with its charts?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => run(() => deleteBlock(block.id, true))}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
