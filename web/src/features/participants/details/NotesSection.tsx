import { formatDateTime } from '../../../shared/format/dates';
import { NOTE_MAX_LENGTH, NOTE_PREVIEW_LENGTH, NoteMessages, type Note } from '@canopy/contracts/participants/notes';
import { ActionIcon, Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorDetail } from '../../../shared/api/http';
import { ConfirmModal } from '../ConfirmModal';
import { addNote, deleteNote, editNote, fetchNotes } from './api';
import { IconTrash } from '@tabler/icons-react';

const notesKey = (participantId: string) => ['participant-notes', participantId] as const;
const ERROR_MS = 10_000;

function NoteBody({ body }: { body: string }) {
  const [open, setOpen] = useState(false);
  if (body.length <= NOTE_PREVIEW_LENGTH) return <Text fz="sm">{body}</Text>;
  return (
    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {open ? body : `${body.slice(0, NOTE_PREVIEW_LENGTH)}…`}{' '}
      <Anchor component="button" type="button" fz="sm" onClick={() => setOpen(!open)}>
        {open ? 'Show less' : 'Show more'}
      </Anchor>
    </Text>
  );
}

function NoteEditor({
  initial,
  label,
  onSave,
  onCancel,
  busy,
}: {
  initial: string;
  label: string;
  onSave: (body: string) => void;
  onCancel?: () => void;
  busy: boolean;
}) {
  const [body, setBody] = useState(initial);
  const save = () => {
    if (body.trim() === '') {
      notifications.show({ color: 'red', message: NoteMessages.required, autoClose: ERROR_MS });
      return;
    }
    onSave(body);
    if (!onCancel) setBody('');
  };
  return (
    <Stack gap={6}>
      <Textarea
        aria-label={label}
        placeholder="Write a note"
        autosize
        minRows={2}
        maxLength={NOTE_MAX_LENGTH}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          {body.length}/{NOTE_MAX_LENGTH}
        </Text>
        <Group gap="xs">
          {onCancel && (
            <Button size="xs" variant="subtle" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button size="xs" onClick={save} loading={busy}>
            {onCancel ? 'Save' : 'Add note'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** A participant's notes: add, edit, delete; long ones cut at 46 characters until expanded. */
export function NotesSection({ participantId, initial }: { participantId: string; initial?: Note[] }) {
  const client = useQueryClient();
  const key = notesKey(participantId);
  const notes = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchNotes(participantId, { signal }), initialData: initial });
  const [editing, setEditing] = useState<string | null>(null);
  const onError = (error: unknown) => notifications.show({ color: 'red', message: errorDetail(error), autoClose: ERROR_MS });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const add = useMutation({ mutationFn: addNote, onSuccess: refresh, onError });
  const edit = useMutation({
    mutationFn: editNote,
    onSuccess: () => {
      setEditing(null);
      return refresh();
    },
    onError,
  });
  const remove = useMutation({ mutationFn: deleteNote, onSuccess: refresh, onError });
  // a note is gone for good once deleted: asked once more
  const [deleting, setDeleting] = useState<Note | null>(null);

  return (
    <Stack gap="xs" data-testid="notes">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        Notes
      </Text>
      {(notes.data ?? []).length === 0 && (
        <Text fz="sm" c="dimmed">
          No notes yet
        </Text>
      )}
      {(notes.data ?? []).map((note) =>
        editing === note.id ? (
          <NoteEditor
            key={note.id}
            label="Edit note"
            initial={note.body}
            busy={edit.isPending}
            onCancel={() => setEditing(null)}
            onSave={(body) => edit.mutate({ noteId: note.id, body })}
          />
        ) : (
          <Group key={note.id} justify="space-between" align="flex-start" wrap="nowrap" gap="xs" data-testid="note">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <NoteBody body={note.body} />
              <Text fz="xs" c="dimmed">
                {formatDateTime(note.created_at)}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <Anchor component="button" type="button" fz="xs" onClick={() => setEditing(note.id)}>
                Edit
              </Anchor>
              <ActionIcon variant="subtle" color="red" size="sm" aria-label="Delete note" onClick={() => setDeleting(note)}>
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          </Group>
        ),
      )}
      <NoteEditor label="New note" initial="" busy={add.isPending} onSave={(body) => add.mutate({ participantId, body })} />
      {deleting && (
        <ConfirmModal
          title="Delete note"
          confirmLabel="Delete"
          loading={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        >
          Delete the note “{deleting.body.length > NOTE_PREVIEW_LENGTH ? `${deleting.body.slice(0, NOTE_PREVIEW_LENGTH)}…` : deleting.body}
          ”?
        </ConfirmModal>
      )}
    </Stack>
  );
}
