import type { Category } from '@canopy/contracts';
import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { errorDetail } from '../../../shared/api/http';
import { IconAlertCircle } from '../../../shared/ui/icons';
import { useSaveCategory } from '../hooks/useLibraryActions';

type Props = { category: Category | null; onClose: () => void; onSaved?: (category: Category) => void };

/** New Category, or editing one: a name and a description; Enter submits. */
export function CategoryFormModal({ category, onClose, onSaved }: Props) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveCategory();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (save.isPending) return;
    if (name.trim() === '') {
      setNameError('Category name is required');
      return;
    }
    save.mutate(
      { id: category?.id, name, description },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'canopy', title: category ? 'Category saved' : 'Category created', message: saved.name });
          onSaved?.(saved);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size={416}
      title={category ? 'Edit Category' : 'New Category'}
      radius="lg"
      padding="xl"
      centered
      styles={{ title: { fontWeight: 650 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {save.isError && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {errorDetail(save.error)}
            </Alert>
          )}
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            withAsterisk
            data-autofocus
            maxLength={200}
          />
          <Textarea
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter submits; Shift+Enter starts a new line
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                submit();
              }
            }}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={2000}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {category ? 'Save' : 'Create category'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
