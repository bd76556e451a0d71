import type { Block } from '@canopy/contracts/analytics/api';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { ConfirmModal } from '../participants/ConfirmModal';
import { BlockNameForm } from './graphDrafts';
import { useBlockActions } from './hooks/useBlockActions';

type Props = { workspaceId: string; block: Block; onAddGraph: () => void };

/** a custom block's 'Add Custom Graph', Rename, and Delete (always asked first: it loses the block's charts) */
export function BlockActions({ workspaceId, block, onAddGraph }: Props) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { rename, remove } = useBlockActions(workspaceId);
  const form = useForm({
    initialValues: { name: block.name },
    validate: schemaResolver(BlockNameForm, { sync: true }),
    validateInputOnChange: true,
  });
  const failure = rename.error ?? remove.error;
  const charts = block.charts.length;

  return (
    <Group gap="xs">
      <Button size="xs" variant="light" onClick={onAddGraph}>
        Add Custom Graph
      </Button>
      <Button size="xs" variant="subtle" onClick={() => setRenaming(true)}>
        Rename
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      {failure && (
        <Text c="red.7" fz="sm">
          {errorDetail(failure)}
        </Text>
      )}
      <Modal opened={renaming} onClose={() => setRenaming(false)} title="Rename block">
        <form
          onSubmit={form.onSubmit(({ name }) =>
            rename.mutate({ blockId: block.id, name: name.trim() }, { onSuccess: () => setRenaming(false) }),
          )}
        >
          <Stack>
            <TextInput label="Block name" {...form.getInputProps('name')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRenaming(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={rename.isPending} disabled={Object.keys(form.errors).length > 0}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {confirming && (
        <ConfirmModal
          title="Delete block"
          confirmLabel="Delete"
          loading={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => remove.mutate({ blockId: block.id, name: block.name }, { onSettled: () => setConfirming(false) })}
        >
          Delete the block <b>{block.name}</b>
          {charts > 0 ? ` with its ${charts} ${charts === 1 ? 'chart' : 'charts'}` : ''}? This cannot be undone.
        </ConfirmModal>
      )}
    </Group>
  );
}
