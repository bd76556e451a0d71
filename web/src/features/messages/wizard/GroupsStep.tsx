import { Checkbox, Stack, Text } from '@mantine/core';
import { PackageReleasePreview } from '../../packages/PackageReleasePreview';
import { useGroups } from '../../participants/hooks/useGroups';
import { setterOf, type DraftForm } from './types';

/**
 * Step 3: the participant groups the message goes to, each with its number of participants, and what the charts
 * would show for them once the cycle is answered (the release preview).
 */
export function GroupsStep({ form, workspaceId, packageId }: { form: DraftForm; workspaceId: string; packageId: string }) {
  const groups = useGroups(workspaceId);
  const set = setterOf(form);
  return (
    <Stack mt="md" gap="xs">
      {groups.data?.length === 0 && <Text c="dimmed">This workspace has no groups yet.</Text>}
      <Checkbox.Group value={form.values.groups} onChange={(value) => set('groups', value)} label="Send to the participants of">
        <Stack gap={6} mt={6}>
          {groups.data?.map((group) => (
            <Checkbox key={group.id} value={group.id} label={`${group.name} (${group.participants_count})`} />
          ))}
        </Stack>
      </Checkbox.Group>
      {form.values.groups.length > 0 && (
        <PackageReleasePreview workspaceId={workspaceId} packageId={packageId} groups={form.values.groups} />
      )}
    </Stack>
  );
}
