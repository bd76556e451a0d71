import { PLACEHOLDERS } from '@canopy/contracts';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useSaveTemplate } from '../hooks/useSaveTemplate';
import { RichTextEditor } from '../RichTextEditor';
import { TestSendModal } from '../TestSendModal';
import { setterOf, type DraftForm } from './types';

/** Step 2: the subject, the mail's text with its placeholders and the signature; saved as a template or sent as a test. */
export function MessageStep({ form, packageId }: { form: DraftForm; packageId: string }) {
  const draft = form.values;
  const set = setterOf(form);
  const saveTemplate = useSaveTemplate();
  const [templateName, setTemplateName] = useState('');
  const [testing, setTesting] = useState(false);
  return (
    <Stack mt="md">
      <TextInput label="Subject" {...form.getInputProps('subject')} />
      <RichTextEditor label="Message" value={draft.html} onChange={(html) => set('html', html)} />
      {form.errors.html && (
        <Text fz="xs" c="red.7" role="alert">
          {form.errors.html}
        </Text>
      )}
      <Text fz="xs" c="dimmed" data-testid="placeholder-help">
        Placeholders, replaced in each participant's mail: {PLACEHOLDERS.join(', ')}. Without {'{{link}}'} the link is added at the end.
      </Text>
      <Textarea label="Signature" autosize minRows={1} {...form.getInputProps('signature')} />
      <Group align="flex-end">
        <TextInput
          size="xs"
          label="Save as a template named"
          value={templateName}
          onChange={(event) => setTemplateName(event.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="default"
          disabled={!templateName.trim()}
          loading={saveTemplate.isPending}
          onClick={() =>
            saveTemplate.mutate(
              { name: templateName, subject: draft.subject, html_content: draft.html, type_of_link_being_sent: draft.link },
              { onSuccess: () => setTemplateName('') },
            )
          }
        >
          Save template
        </Button>
        <Button variant="light" size="xs" onClick={() => setTesting(true)} disabled={!draft.subject.trim() || !draft.html.trim()}>
          Send test message
        </Button>
      </Group>
      {testing && (
        <TestSendModal
          packageId={packageId}
          subject={draft.subject}
          html={draft.html}
          linkType={draft.link}
          onClose={() => setTesting(false)}
        />
      )}
    </Stack>
  );
}
