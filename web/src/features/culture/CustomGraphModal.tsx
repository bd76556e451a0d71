import { AnalyticsMessages, type Block } from '@canopy/contracts/analytics/api';
import { ActionIcon, Button, Card, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { errorDetail } from '../../shared/api/http';
import { chartInputOf, customGraphForm, emptyDraft, GRAPH_TYPES, type GraphDraft } from './graphDrafts';
import { useAddCustomGraphs } from './hooks/useAddCustomGraphs';

type Props = {
  workspaceId: string | null;
  /** the custom block to add to; none: a new block named in the modal */
  block: Block | null;
  /** the assessments charts can draw on (the default blocks) */
  assessments: Block[];
  onClose: () => void;
};

type Values = { blockName: string; drafts: GraphDraft[] };

/** 'Add Custom Graph', into a custom block or into a new block: one or more graphs ('Add Graph' adds another) */
export function CustomGraphModal({ workspaceId, block, assessments, onClose }: Props) {
  const schema = useMemo(() => customGraphForm(!block), [block]);
  const form = useForm<Values>({
    initialValues: { blockName: '', drafts: [emptyDraft(0)] },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: ['blockName'],
  });
  const add = useAddCustomGraphs(workspaceId ?? '');
  const assessmentOptions = assessments.map((item) => ({ value: item.assessment_id ?? item.id, label: item.name }));
  const drafts = form.getValues().drafts;

  const submit = ({ blockName, drafts }: Values) =>
    add.mutate({ blockId: block?.id ?? null, blockName: blockName.trim(), charts: drafts.map(chartInputOf) }, { onSuccess: onClose });

  return (
    <Modal opened onClose={onClose} title="Custom Graph" size="lg">
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          {!block && <TextInput label="New block's name" {...form.getInputProps('blockName')} />}
          {drafts.map((draft, index) => {
            const questions = assessments.find((item) => item.assessment_id === draft.assessmentId)?.questions ?? [];
            const questionOptions = questions.map((question) => ({ value: question.id, label: question.body }));
            const field = (name: keyof GraphDraft) => form.getInputProps(`drafts.${index}.${name}`);
            return (
              <Card key={draft.key} withBorder p="sm" data-testid="graph-draft">
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Text fw={600} fz="sm">
                      Graph {index + 1}
                    </Text>
                    {drafts.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove graph ${index + 1}`}
                        onClick={() => form.removeListItem('drafts', index)}
                      >
                        <IconX size={14} />
                      </ActionIcon>
                    )}
                  </Group>
                  <Select label="Type of Graph" data={GRAPH_TYPES} {...field('type')} />
                  <Select
                    label="Assessment"
                    data={assessmentOptions}
                    {...field('assessmentId')}
                    onChange={(assessmentId) => {
                      // the questions belong to the assessment: a new one clears them
                      form.setFieldValue(`drafts.${index}.assessmentId`, assessmentId);
                      form.setFieldValue(`drafts.${index}.x`, null);
                      form.setFieldValue(`drafts.${index}.y`, null);
                    }}
                  />
                  {draft.type === 'type3' && (
                    <>
                      <Select label="X question (across)" data={questionOptions} {...field('x')} />
                      <Select label="Y question (up)" data={questionOptions} {...field('y')} />
                    </>
                  )}
                </Stack>
              </Card>
            );
          })}
          <Button
            variant="light"
            w="fit-content"
            onClick={() => form.insertListItem('drafts', emptyDraft(Math.max(...drafts.map((draft) => draft.key)) + 1))}
          >
            Add Graph
          </Button>
          {!workspaceId && <Text c="red.7">{AnalyticsMessages.noWorkspace}</Text>}
          {add.error && <Text c="red.7">{errorDetail(add.error)}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending} disabled={!workspaceId}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
