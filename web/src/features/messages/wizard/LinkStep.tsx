import { Button, Group, Radio, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../participants/ConfirmModal';
import { useDeleteTemplate } from '../hooks/useDeleteTemplate';
import { useTemplates } from '../hooks/useTemplates';
import type { LinkChoice } from '../wizardDraft';
import { setterOf, type DraftForm } from './types';

/** Step 1: a template to start from (a team's own one can be deleted here), and which link the message carries. */
export function LinkStep({ form }: { form: DraftForm }) {
  const draft = form.values;
  const set = setterOf(form);
  const templates = useTemplates();
  const removeTemplate = useDeleteTemplate();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [deletingTemplate, setDeletingTemplate] = useState(false);
  const chosenTemplate = templates.data?.find((item) => item.id === templateId) ?? null;
  return (
    <Stack mt="md">
      <Select
        label="Start from a template"
        placeholder="No template"
        clearable
        value={templateId}
        data={(templates.data ?? []).map((template) => ({
          value: template.id,
          label: `${template.name}${template.type === 'organization_type' ? ' (organisation)' : ''}`,
        }))}
        onChange={(id) => {
          setTemplateId(id);
          const template = templates.data?.find((item) => item.id === id);
          if (template)
            form.setValues({
              subject: template.email_subject,
              html: template.email_content,
              link: template.type_of_link_being_sent || draft.link,
            });
        }}
      />
      {chosenTemplate?.type === 'custom_type' && (
        <Group>
          <Button size="xs" variant="subtle" color="red" loading={removeTemplate.isPending} onClick={() => setDeletingTemplate(true)}>
            Delete template “{chosenTemplate.name}”
          </Button>
        </Group>
      )}
      <Radio.Group label="Which link the message carries" value={draft.link} onChange={(value) => set('link', value as LinkChoice)}>
        <Stack gap="xs" mt={6}>
          <Radio value="combined_link" label="Personal link: each participant gets their own" />
          <Radio value="public_link" label="Shared link: one link for everyone, respondents identify themselves" />
        </Stack>
      </Radio.Group>
      {deletingTemplate && chosenTemplate && (
        <ConfirmModal
          title="Delete template"
          confirmLabel="Delete"
          loading={removeTemplate.isPending}
          onClose={() => setDeletingTemplate(false)}
          onConfirm={() =>
            removeTemplate.mutate(chosenTemplate.id, {
              onSuccess: () => setTemplateId(null),
              onSettled: () => setDeletingTemplate(false),
            })
          }
        >
          Delete the template “{chosenTemplate.name}”? Messages made from it keep their text.
        </ConfirmModal>
      )}
    </Stack>
  );
}
