import type { Category } from '@canopy/contracts';
import { Box, Button, Card, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_SLUG } from '../../app/config';
import { errorDetail } from '../../shared/api/http';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { notifySuccess } from '../../shared/ui/notify';
import { ConfirmModal } from '../participants/ConfirmModal';
import { PackagesPanel } from '../packages/PackagesPanel';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import type { LibraryVariant } from './api';
import { CategorySection } from './CategorySection';
import { useDeleteCategory } from './hooks/useDeleteCategory';
import { CategoryFormModal } from './modals/CategoryFormModal';
import { useLibrary } from './hooks/useLibrary';
import { useAssessmentDialogs } from './useAssessmentDialogs';
import { IconLibrary, IconPlus } from '@tabler/icons-react';

const PAGES: Record<LibraryVariant, { title: string; description: string; empty: string }> = {
  my: {
    title: 'My Library',
    description: 'The assessments your team wrote, by category. Drag a card onto a package to send it with the package.',
    empty: 'Create a category, then write assessments in it or clone them from the Canopy Library.',
  },
  canopy: {
    title: 'Canopy Library',
    description: 'Research-based assessments ready to send, in English and Spanish. Clone one into My Library to adapt it.',
    empty: 'The Canopy Library is being prepared. Reload the page in a moment.',
  },
  community: {
    title: 'Community assessments',
    description:
      'Assessments contributed by consultants in the Canopy community, reviewed and kept with the Canopy Library. Clone one to adapt it.',
    empty: 'There are no community assessments yet.',
  },
};

type CategoryDialog = { kind: 'edit'; category: Category | null } | { kind: 'delete'; category: Category } | null;

/** My Library, the Canopy Library and the community shelf: categories that expand and collapse, with the packages panel beside them. */
export function LibraryPage({ variant }: { variant: LibraryVariant }) {
  const page = PAGES[variant];
  usePageTitle(page.title);
  const library = useLibrary(variant);
  const { workspace } = useCurrentWorkspace();
  const assessments = useAssessmentDialogs(workspace?.id ?? null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [categoryDialog, setCategoryDialog] = useState<CategoryDialog>(null);
  const removeCategory = useDeleteCategory();
  const mine = variant === 'my';
  const toggle = (id: string) =>
    setCollapsed((current) => (current.has(id) ? new Set([...current].filter((other) => other !== id)) : new Set([...current, id])));

  const shelfLink =
    variant === 'canopy' ? (
      <Button component={Link} to="/assessments/community-assessments" variant="default">
        Community assessments
      </Button>
    ) : variant === 'community' ? (
      <Button component={Link} to={`/assessments/${PRODUCT_SLUG}-assessments`} variant="default">
        Canopy Library
      </Button>
    ) : null;

  const actions = shelfLink ?? (
    <Group gap="sm">
      <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setCategoryDialog({ kind: 'edit', category: null })}>
        New Category
      </Button>
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={() => assessments.create(library.data?.[0]?.id ?? null)}
        disabled={!library.data?.length}
      >
        New Assessment
      </Button>
    </Group>
  );

  let content;
  if (library.isPending)
    content = (
      <Stack gap="sm">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={120} radius="md" />
        ))}
      </Stack>
    );
  else if (library.isError)
    content = (
      <Text c="red.7" role="alert">
        {errorDetail(library.error)}
      </Text>
    );
  else if (library.data.length === 0)
    content = (
      <EmptyState icon={<IconLibrary size={28} />} variant="light" title="Nothing here yet" description={page.empty} py="xl">
        {mine && (
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCategoryDialog({ kind: 'edit', category: null })}>
              New Category
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  else
    content = (
      <Stack gap="xs">
        {library.data.map((category) => (
          <CategorySection
            key={category.id}
            category={category}
            expanded={!collapsed.has(category.id)}
            onToggle={() => toggle(category.id)}
            onOpen={assessments.open}
            actionsFor={assessments.actionsFor}
            onEdit={mine ? () => setCategoryDialog({ kind: 'edit', category }) : undefined}
            onDelete={mine ? () => setCategoryDialog({ kind: 'delete', category }) : undefined}
            onAddAssessment={mine ? () => assessments.create(category.id) : undefined}
          />
        ))}
      </Stack>
    );

  return (
    <>
      <PageHeader eyebrow="Capture · Assessment Library" title={page.title} description={page.description} actions={actions} />
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: workspace ? 'minmax(0, 1fr) 300px' : 'minmax(0, 1fr)',
          gap: 'var(--mantine-spacing-lg)',
          alignItems: 'start',
        }}
      >
        <Card p="md">{content}</Card>
        {workspace && <PackagesPanel workspaceId={workspace.id} workspaceName={workspace.name} />}
      </Box>
      {assessments.dialogs}
      {categoryDialog?.kind === 'edit' && <CategoryFormModal category={categoryDialog.category} onClose={() => setCategoryDialog(null)} />}
      {categoryDialog?.kind === 'delete' && (
        <ConfirmModal
          title="Delete category"
          confirmLabel="Delete"
          loading={removeCategory.isPending}
          onClose={() => setCategoryDialog(null)}
          onConfirm={() =>
            removeCategory.mutate(categoryDialog.category.id, {
              onSuccess: () => {
                notifySuccess('Category deleted', `${categoryDialog.category.name} was deleted.`);
                setCategoryDialog(null);
              },
            })
          }
        >
          Delete the category <b>{categoryDialog.category.name}</b>? A category is deleted once its assessments are moved or archived.
        </ConfirmModal>
      )}
    </>
  );
}
