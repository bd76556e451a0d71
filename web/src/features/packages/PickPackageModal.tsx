import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../shared/ui/AppModal';
import { notifySuccess } from '../../shared/ui/notify';
import { usePackageMembership } from './hooks/usePackageMembership';
import { usePackages } from './hooks/usePackages';

type Props = { workspaceId: string; assessmentId: string; title: string; onClose: () => void };

/** 'Add to package' from a card's menu: the keyboard way to what dragging the card onto a package does. */
export function PickPackageModal({ workspaceId, assessmentId, title, onClose }: Props) {
  const packages = usePackages(workspaceId);
  const membership = usePackageMembership(workspaceId);
  const [packageId, setPackageId] = useState<string | null>(null);
  const list = packages.data ?? [];
  return (
    <AppModal onClose={onClose} size={416} title="Add to package">
      <Stack gap="md">
        <Text fz="sm">
          Choose the package to add <b>{title}</b> to.
        </Text>
        {list.length === 0 && !packages.isPending ? (
          <Text fz="sm" c="dimmed">
            This workspace has no packages yet. Create one in the packages panel first.
          </Text>
        ) : (
          <Radio.Group value={packageId} onChange={setPackageId} aria-label="Package">
            <Stack gap="xs">
              {list.map((pkg) => (
                <Radio
                  key={pkg.id}
                  value={pkg.id}
                  label={pkg.name}
                  disabled={pkg.assessments.some((assessment) => assessment.id === assessmentId)}
                  description={pkg.assessments.some((assessment) => assessment.id === assessmentId) ? 'Already in this package' : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={membership.isPending}>
            Cancel
          </Button>
          <Button
            disabled={!packageId}
            loading={membership.isPending}
            onClick={() =>
              packageId &&
              membership.mutate(
                { assessmentId, packageId, relation: true },
                {
                  onSuccess: (pkg) => {
                    notifySuccess('Package was updated', `Added to ${pkg.name}.`);
                    onClose();
                  },
                },
              )
            }
          >
            Add
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
