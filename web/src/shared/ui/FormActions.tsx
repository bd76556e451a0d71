import { Button, Group, type GroupProps } from '@mantine/core';

type Props = Omit<GroupProps, 'children'> & { saving: boolean; dirty: boolean; onCancel: () => void };

/** the Save changes / Cancel pair of an edit form: both idle until something changed, Cancel idle while saving */
export function FormActions({ saving, dirty, onCancel, ...group }: Props) {
  return (
    <Group gap="sm" {...group}>
      <Button type="submit" loading={saving} disabled={!dirty}>
        Save changes
      </Button>
      <Button variant="default" onClick={onCancel} disabled={!dirty || saving}>
        Cancel
      </Button>
    </Group>
  );
}
