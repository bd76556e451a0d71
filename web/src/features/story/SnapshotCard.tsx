import { StoryRules, type Snapshot } from '@canopy/contracts/story/api';
import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Button, Card, Group, Image, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconDownload, IconEdit, IconExternalLink, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { snapshotCultureSearch } from './snapshotLink';
import { useState } from 'react';
import { snapshotLine } from './snapshotLine';

const TYPE_LABELS: Record<string, string> = {
  file: 'Image',
  map: 'Collaboration map',
  figure: 'Driver analysis',
  type1: 'Group averages',
  type2: 'Agreement distribution',
  type3: 'Scatter',
  type4: 'Net score',
  type5: 'Heatmap',
};

type Props = {
  snapshot: Snapshot;
  draggable: boolean;
  onComment: (text: string) => Promise<unknown>;
  onDelete: () => void;
  onDownload: () => void;
};

/** one snapshot of the Data Story page: its image, name, what it shows, its comment (edit, Cancel, Save), download and delete */
export function SnapshotCard({ snapshot, draggable, onComment, onDelete, onDownload }: Props) {
  const sortable = useSortable({ id: snapshot.id, disabled: !draggable });
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const length = draft === null ? 0 : [...draft].length;
  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    try {
      await onComment(draft);
      setDraft(null);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      withBorder
      radius="md"
      p="sm"
      ref={sortable.setNodeRef}
      style={{
        transform: sortable.transform ? `translate3d(${sortable.transform.x}px, ${sortable.transform.y}px, 0)` : undefined,
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
      data-testid="story-snapshot"
      data-snapshot-id={snapshot.id}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        {draggable && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Drag ${snapshot.name}`}
            {...sortable.attributes}
            {...sortable.listeners}
            style={{ cursor: 'grab' }}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
        )}
        <Image src={snapshot.url.url} alt={snapshot.name} w={220} h={124} fit="contain" radius="sm" bg="gray.0" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text fw={600} truncate data-testid="snapshot-name" dir="auto">
                {snapshot.name}
              </Text>
              <Badge variant="light" color="gray">
                {TYPE_LABELS[snapshot.type] ?? snapshot.type}
              </Badge>
            </Group>
            <Group gap={4} wrap="nowrap">
              {snapshot.kind !== 'file' && (
                <Tooltip label="Open the chart again">
                  <ActionIcon
                    variant="subtle"
                    component={Link}
                    to={snapshot.kind === 'map' ? '/analytics/collaboration' : `/analytics/culture${snapshotCultureSearch(snapshot)}`}
                    aria-label={`Open ${snapshot.name}`}
                  >
                    <IconExternalLink size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label="Download">
                <ActionIcon variant="subtle" aria-label={`Download ${snapshot.name}`} onClick={onDownload}>
                  <IconDownload size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete">
                <ActionIcon variant="subtle" color="red" aria-label={`Delete ${snapshot.name}`} onClick={onDelete}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          {snapshot.kind !== 'file' && (
            <Text fz="xs" c="dimmed">
              {snapshotLine(snapshot)}
            </Text>
          )}
          {draft === null ? (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text
                fz="sm"
                c={snapshot.comment ? undefined : 'dimmed'}
                style={{ whiteSpace: 'pre-wrap', flex: 1 }}
                dir="auto"
                data-testid="snapshot-comment"
              >
                {snapshot.comment || 'No comment'}
              </Text>
              <Button size="xs" variant="subtle" leftSection={<IconEdit size={14} />} onClick={() => setDraft(snapshot.comment)}>
                {snapshot.comment ? 'Edit comment' : 'Add comment'}
              </Button>
            </Group>
          ) : (
            <Stack gap={4}>
              <Textarea
                aria-label="Comment"
                autosize
                minRows={2}
                value={draft}
                dir="auto"
                onChange={(event) => setDraft(event.currentTarget.value)}
                error={length > StoryRules.commentMax ? 'Comment may contain maximum 500 characters' : null}
              />
              <Group justify="space-between">
                <Text fz="xs" c={length > StoryRules.commentMax ? 'red' : 'dimmed'}>
                  {length}/{StoryRules.commentMax}
                </Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setDraft(null)}>
                    Cancel
                  </Button>
                  <Button size="xs" loading={saving} disabled={length > StoryRules.commentMax} onClick={save}>
                    Save
                  </Button>
                </Group>
              </Group>
            </Stack>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
