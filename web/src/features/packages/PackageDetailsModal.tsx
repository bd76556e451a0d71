import { formatDay } from '../../shared/format/dates';
import type { Package } from '@canopy/contracts';
import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { LanguageFlags } from '../library/LanguageFlags';
import { AssessmentCard } from '../library/cards/AssessmentCard';
import { textOf } from '../library/text';
import { AppModal } from '../../shared/ui/AppModal';
import { notifySuccess } from '../../shared/ui/notify';
import { usePackageMembership } from './hooks/usePackageMembership';
import { unreviewedTags } from './packageForm';
import { UnreviewedWarning } from './UnreviewedWarning';
import { PackagePreviewSection } from './PackagePreviewSection';
import { IconX } from '@tabler/icons-react';

type Props = { workspaceId: string; pkg: Package; onClose: () => void };

/** A package's name, description, languages and assessments; an assessment can be removed from it here. */
export function PackageDetailsModal({ workspaceId, pkg, onClose }: Props) {
  const membership = usePackageMembership(workspaceId);
  return (
    <AppModal onClose={onClose} size={720} title={pkg.name} titleSize={20}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fz="sm" c={pkg.description ? undefined : 'dimmed'}>
            {pkg.description || 'No description'}
          </Text>
          <LanguageFlags languages={pkg.languages_tags} unreviewed={unreviewedTags(pkg)} />
        </Group>
        <UnreviewedWarning languages={pkg.languages_tags} assessments={pkg.assessments} />
        <Divider label={`Assessments (${pkg.assessments.length})`} labelPosition="left" />
        {pkg.assessments.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Drag assessments from the library onto the package, or use 'Add to package' in a card's menu.
          </Text>
        ) : (
          <SimpleGrid cols={2} spacing="sm" data-testid="package-assessments">
            {pkg.assessments.map((assessment) => (
              <AssessmentCard
                key={assessment.id}
                assessment={assessment}
                titleMax={50}
                draggable={false}
                note={`added ${formatDay(assessment.relation_created_at)}`}
                actions={[
                  {
                    label: 'Remove from package',
                    danger: true,
                    icon: <IconX size={14} />,
                    disabled: membership.isPending,
                    onClick: () =>
                      membership.mutate(
                        { assessmentId: assessment.id, packageId: pkg.id, relation: false },
                        { onSuccess: () => notifySuccess('Package was updated', `Removed ${textOf(assessment.name)}.`) },
                      ),
                  },
                ]}
              />
            ))}
          </SimpleGrid>
        )}
        <Divider label="Before you send" labelPosition="left" />
        <PackagePreviewSection workspaceId={workspaceId} packageId={pkg.id} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
