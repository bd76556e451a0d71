import { SurveyMessages, type Package } from '@canopy/contracts';
import { ActionIcon, Badge, Box, Button, Card, Group, Menu, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { errorDetail } from '../../shared/api/http';
import { notifyError, notifyInfo, notifySuccess } from '../../shared/ui/notify';
import { MessageWizard } from '../messages/MessageWizard';
import { ConfirmModal } from '../participants/ConfirmModal';
import { carriesAssessment, droppedAssessment } from '../library/dragAssessment';
import { LanguageFlags } from '../library/LanguageFlags';
import { PACKAGE_DESCRIPTION_MAX, truncateTitle } from '../library/text';
import { PackageDetailsModal } from './PackageDetailsModal';
import { PackageFormModal } from './PackageFormModal';
import { PackageLinkControls } from './PackageLinkControls';
import { unreviewedTags } from './packageForm';
import { useDeletePackage } from './hooks/useDeletePackage';
import { usePackageLink } from './hooks/usePackageLink';
import { usePackageMembership } from './hooks/usePackageMembership';
import { usePackages } from './hooks/usePackages';
import { IconDots, IconInfoCircle, IconMail, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';

function PackageItem({
  pkg,
  onOpen,
  onEdit,
  onMessage,
  onDelete,
  onDrop,
}: {
  pkg: Package;
  onOpen: () => void;
  onEdit: () => void;
  onMessage: () => void;
  onDelete: () => void;
  onDrop: (assessmentId: string) => void;
}) {
  const [over, setOver] = useState(false);
  const accept = (event: DragEvent) => {
    if (!carriesAssessment(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  return (
    <Box
      data-testid="package-item"
      data-package-name={pkg.name}
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const assessmentId = droppedAssessment(event);
        if (!assessmentId) return;
        event.preventDefault();
        onDrop(assessmentId);
      }}
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: over ? '2px dashed var(--mantine-color-canopy-5)' : '1px solid var(--mantine-color-bark-1)',
        background: over ? 'var(--mantine-color-canopy-0)' : undefined,
        transition: 'background 120ms',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap={6} align="flex-start">
        <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }} aria-label={`${pkg.name}: details`}>
          <Text fz="sm" fw={650} truncate>
            {pkg.name}
          </Text>
          {pkg.description && (
            <Text fz="xs" c="dimmed" title={pkg.description}>
              {truncateTitle(pkg.description, PACKAGE_DESCRIPTION_MAX)}
            </Text>
          )}
        </UnstyledButton>
        <Menu position="bottom-end" withinPortal shadow="md" width={180}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="bark" size="sm" aria-label={`Actions for ${pkg.name}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconInfoCircle size={14} />} onClick={onOpen}>
              Details
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
              Edit
            </Menu.Item>
            <Menu.Item leftSection={<IconMail size={14} />} onClick={onMessage}>
              Send message
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group justify="space-between" mt={6}>
        <Badge size="sm" variant="light" color="canopy" radius="sm" data-testid="package-count">
          {pkg.assessments.length === 1 ? '1 assessment' : `${pkg.assessments.length} assessments`}
        </Badge>
        <LanguageFlags languages={pkg.languages_tags} unreviewed={unreviewedTags(pkg)} size="xs" />
      </Group>
      <Text fz="xs" c="dimmed" mt={4} data-testid="package-sent-counts" title="Counted in the current cycle of the package's link">
        This cycle: Notified {pkg.count_sent_unique_emails.notified} · Surveyed {pkg.count_sent_unique_emails.surveyed}
      </Text>
      <Box mt={8}>
        <PackageLinkControls packageId={pkg.id} />
      </Box>
    </Box>
  );
}

/** The packages of the current workspace beside the library: drop an assessment card on one to add it. */
export function PackagesPanel({ workspaceId, workspaceName }: { workspaceId: string; workspaceName: string }) {
  const packages = usePackages(workspaceId);
  const membership = usePackageMembership(workspaceId);
  const remove = useDeletePackage(workspaceId);
  const [editing, setEditing] = useState<Package | 'new' | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Package | null>(null);
  const [messaging, setMessaging] = useState<Package | null>(null);
  const [withMessages, setWithMessages] = useState(false);
  // whether the package has scheduled or triggered messages, asked when its deletion is, so the dialog says so at once
  const deletingLink = usePackageLink(deleting?.id ?? '', { enabled: Boolean(deleting) });
  const hasMessages = withMessages || deletingLink.data?.is_has_delayed_message === true;
  const open = packages.data?.find((pkg) => pkg.id === openId) ?? null;

  const add = (pkg: Package, assessmentId: string) => {
    if (pkg.assessments.some((assessment) => assessment.id === assessmentId)) {
      notifyInfo(pkg.name, 'This assessment is already in the package.');
      return;
    }
    membership.mutate(
      { assessmentId, packageId: pkg.id, relation: true },
      { onSuccess: () => notifySuccess('Package was updated', `Added to ${pkg.name}.`) },
    );
  };

  return (
    <Card p={0} component="aside" aria-labelledby="packages-title" style={{ position: 'sticky', top: 80 }}>
      <Group justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-bark-1)' }}>
        <Stack gap={0}>
          <Title order={2} fz="md" id="packages-title">
            Packages
          </Title>
          <Text fz="xs" c="dimmed" truncate maw={170}>
            {workspaceName}
          </Text>
        </Stack>
        <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
          New Package
        </Button>
      </Group>
      <Stack gap="xs" p="sm">
        {packages.isPending && [0, 1].map((key) => <Skeleton key={key} h={72} radius="md" />)}
        {packages.isError && (
          <Text c="red.7" fz="sm" role="alert">
            {errorDetail(packages.error)}
          </Text>
        )}
        {packages.data?.length === 0 && (
          <Text fz="sm" c="dimmed" p="xs">
            No packages yet. A package bundles the assessments you send to this workspace together.
          </Text>
        )}
        {packages.data?.map((pkg) => (
          <PackageItem
            key={pkg.id}
            pkg={pkg}
            onOpen={() => setOpenId(pkg.id)}
            onEdit={() => setEditing(pkg)}
            onMessage={() => setMessaging(pkg)}
            onDelete={() => setDeleting(pkg)}
            onDrop={(assessmentId) => add(pkg, assessmentId)}
          />
        ))}
      </Stack>
      {editing && <PackageFormModal workspaceId={workspaceId} pkg={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {messaging && <MessageWizard packageId={messaging.id} workspaceId={workspaceId} message={null} onClose={() => setMessaging(null)} />}
      {open && <PackageDetailsModal workspaceId={workspaceId} pkg={open} onClose={() => setOpenId(null)} />}
      {deleting && (
        <ConfirmModal
          title="Delete package"
          confirmLabel={hasMessages ? 'Delete with its messages' : 'Delete'}
          loading={remove.isPending}
          onClose={() => {
            setDeleting(null);
            setWithMessages(false);
          }}
          onConfirm={() =>
            remove.mutate(
              { id: deleting.id, confirm: hasMessages },
              {
                onSuccess: () => {
                  notifySuccess('Package was deleted', deleting.name);
                  setDeleting(null);
                  setWithMessages(false);
                },
                onError: (error) => {
                  // a package with scheduled messages is deleted only once that is confirmed too
                  if (errorDetail(error) === SurveyMessages.packageDeleteNeedsConfirmation) setWithMessages(true);
                  else notifyError(errorDetail(error));
                },
              },
            )
          }
        >
          Delete <b>{deleting.name}</b>? Its assessments stay in the library.
          {hasMessages && (
            <Text span display="block" c="red.7" mt="xs" inherit data-testid="package-delete-messages">
              This package has scheduled or triggered messages. Deleting it cancels them all: nobody will receive them.
            </Text>
          )}
        </ConfirmModal>
      )}
    </Card>
  );
}
