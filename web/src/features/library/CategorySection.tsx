import type { Assessment, Category } from '@canopy/contracts';
import { ActionIcon, Badge, Box, Collapse, Group, Menu, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { AssessmentCard, type CardAction } from './cards/AssessmentCard';
import { IconChevronDown, IconChevronRight, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';

type Props = {
  category: Category;
  expanded: boolean;
  onToggle: () => void;
  onOpen: (assessment: Assessment) => void;
  actionsFor: (assessment: Assessment) => CardAction[];
  /** the category's own menu (My Library only) */
  onEdit?: () => void;
  onDelete?: () => void;
  onAddAssessment?: () => void;
  empty?: ReactNode;
};

/** One category of a library: a header that expands and collapses it, then its assessment cards. */
export function CategorySection({ category, expanded, onToggle, onOpen, actionsFor, onEdit, onDelete, onAddAssessment, empty }: Props) {
  const panelId = `category-${category.id}`;
  return (
    <Box
      data-testid="category-section"
      data-category-name={category.name}
      style={{ borderBottom: '1px solid var(--mantine-color-bark-1)' }}
      pb="sm"
    >
      <Group justify="space-between" wrap="nowrap" py={6}>
        <UnstyledButton onClick={onToggle} aria-expanded={expanded} aria-controls={panelId} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={8} wrap="nowrap">
            {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            {/* the name keeps its room before the description gives up any (at 1024 px both shared it and the name shrank to a few letters) */}
            <Text fw={650} truncate title={category.name} style={{ flexShrink: 0, maxWidth: '70%' }}>
              {category.name}
            </Text>
            <Badge size="sm" variant="light" color="bark" radius="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
              {category.assessments.length}
            </Badge>
            {category.description && (
              <Text fz="xs" c="dimmed" truncate style={{ flex: 1, minWidth: 0 }}>
                {category.description}
              </Text>
            )}
          </Group>
        </UnstyledButton>
        {(onEdit || onDelete || onAddAssessment) && (
          <Menu position="bottom-end" withinPortal shadow="md" width={200}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="bark" size="sm" aria-label={`Actions for category ${category.name}`}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {onAddAssessment && (
                <Menu.Item leftSection={<IconPlus size={14} />} onClick={onAddAssessment}>
                  New assessment here
                </Menu.Item>
              )}
              {onEdit && (
                <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
                  Edit category
                </Menu.Item>
              )}
              {onDelete && (
                <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
                  Delete category
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Collapse expanded={expanded} id={panelId}>
        {category.assessments.length === 0 ? (
          <Text fz="sm" c="dimmed" py="xs" pl={24}>
            {empty ?? 'No assessments in this category yet.'}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" pt={4}>
            {category.assessments.map((assessment) => (
              <AssessmentCard
                key={assessment.id}
                assessment={assessment}
                onOpen={() => onOpen(assessment)}
                actions={actionsFor(assessment)}
              />
            ))}
          </SimpleGrid>
        )}
      </Collapse>
    </Box>
  );
}
