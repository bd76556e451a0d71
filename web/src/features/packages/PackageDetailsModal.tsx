import type { Package } from '@canopy/contracts';
import { ActionIcon, Button, Divider, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconX } from '../../shared/ui/icons';
import { LanguageFlags } from '../library/LanguageFlags';
import { questionCount, textOf } from '../library/text';
import { usePackageMembership } from './usePackageActions';

type Props = { workspaceId: string; pkg: Package; onClose: () => void };

/** A package's name, description, languages and assessments; an assessment can be removed from it here. */
export function PackageDetailsModal({ workspaceId, pkg, onClose }: Props) {
  const membership = usePackageMembership(workspaceId);
  return (
    <Modal opened onClose={onClose} size={616} title={pkg.name} radius="lg" padding="xl" centered styles={{ title: { fontWeight: 650, fontSize: 20 } }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fz="sm" c={pkg.description ? undefined : 'dimmed'}>
            {pkg.description || 'No description'}
          </Text>
          <LanguageFlags languages={pkg.languages_tags} />
        </Group>
        <Divider label={`Assessments (${pkg.assessments.length})`} labelPosition="left" />
        {pkg.assessments.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Drag assessments from the library onto the package, or use 'Add to package' in a card's menu.
          </Text>
        ) : (
          <Stack gap={6} data-testid="package-assessments">
            {pkg.assessments.map((assessment) => {
              const title = textOf(assessment.name);
              return (
                <Group key={assessment.id} justify="space-between" wrap="nowrap" px="sm" py={6} style={{ border: '1px solid var(--mantine-color-bark-1)', borderRadius: 'var(--mantine-radius-md)' }}>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={600} truncate>
                      {title}
                      {assessment.is_archived ? ' (archived)' : ''}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {questionCount(assessment.number_of_questions)} · added {new Date(assessment.relation_created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                    </Text>
                  </Stack>
                  <Tooltip label="Remove from package">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${title} from package`}
                      loading={membership.isPending && membership.variables?.assessmentId === assessment.id}
                      onClick={() => membership.mutate({ assessmentId: assessment.id, packageId: pkg.id, relation: false })}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              );
            })}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
