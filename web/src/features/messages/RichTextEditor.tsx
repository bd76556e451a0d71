import { ActionIcon, Group, Paper } from '@mantine/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

/** The message body: tiptap with the starter kit (bold, italic, lists, headings), HTML in and out. */
export function RichTextEditor({ value, onChange, label }: { value: string; onChange: (html: string) => void; label: string }) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        style: 'min-height: 160px; outline: none; padding: 8px 12px;',
      },
    },
  });
  // a template chosen in step 1 replaces the content
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const button = (name: string, text: string, run: () => void, active: boolean) => (
    <ActionIcon variant={active ? 'filled' : 'subtle'} color="bark" size="sm" aria-label={name} onClick={run} fw={700}>
      {text}
    </ActionIcon>
  );
  return (
    <Paper withBorder radius="md">
      {editor && (
        <Group gap={4} p={4} style={{ borderBottom: '1px solid var(--mantine-color-bark-1)' }}>
          {button('Bold', 'B', () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
          {button('Italic', 'I', () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
          {button('Bulleted list', '•', () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
          {button('Numbered list', '1.', () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
          {button('Heading', 'H', () => editor.chain().focus().toggleHeading({ level: 2 }).run(), editor.isActive('heading'))}
        </Group>
      )}
      <EditorContent editor={editor} />
    </Paper>
  );
}
