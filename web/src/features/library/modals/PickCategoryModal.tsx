import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorDetail } from '../../../shared/api/http';
import { useLibrary } from '../hooks/useLibrary';
import { CategoryFormModal } from './CategoryFormModal';
import { AppModal } from '../../../shared/ui/AppModal';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';

type Props = {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: (categoryId: string) => void;
  onClose: () => void;
  loading?: boolean;
  error?: unknown;
};

/** Choosing a category of My Library: to clone a default assessment into, or to bring an archived one back to. */
export function PickCategoryModal({ title, message, confirmLabel, onConfirm, onClose, loading, error }: Props) {
  const library = useLibrary('my');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const options = (library.data ?? []).map((category) => ({ value: category.id, label: category.name }));
  return (
    <>
      <AppModal opened={!creating} onClose={onClose} size={416} title={title}>
        <Stack gap="md">
          <Text fz="sm">{message}</Text>
          {error !== undefined && error !== null && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {errorDetail(error)}
            </Alert>
          )}
          <Select
            label="Category"
            placeholder={library.isPending ? 'Loading…' : options.length === 0 ? 'Create a category first' : 'Choose a category'}
            data={options}
            value={categoryId}
            onChange={setCategoryId}
            searchable
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" leftSection={<IconPlus size={14} />} onClick={() => setCreating(true)}>
              New Category
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={loading}>
                Cancel
              </Button>
              <Button onClick={() => categoryId && onConfirm(categoryId)} disabled={!categoryId} loading={loading}>
                {confirmLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </AppModal>
      {creating && <CategoryFormModal category={null} onClose={() => setCreating(false)} onSaved={(saved) => setCategoryId(saved.id)} />}
    </>
  );
}
