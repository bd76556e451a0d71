import { AnalyticsMessages, type Block } from '@canopy/contracts/analytics/api';
import { ActionIcon, Button, Card, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { addCustomChart, createCustomBlock } from './api';
import { chartInputOf, draftsError, emptyDraft, GRAPH_TYPES, type GraphDraft } from './graphDrafts';
import { IconX } from '@tabler/icons-react';

type Props = {
  workspaceId: string | null;
  /** the custom block to add to; none: a new block named in the modal */
  block: Block | null;
  /** the assessments charts can draw on (the default blocks) */
  assessments: Block[];
  onClose: () => void;
  onSaved: () => void;
};

/** 'Add Custom Graph', into a custom block or into a new block: one or more graphs ('Add Graph' adds another) */
export function CustomGraphModal({ workspaceId, block, assessments, onClose, onSaved }: Props) {
  const [blockName, setBlockName] = useState('');
  const [drafts, setDrafts] = useState<GraphDraft[]>([emptyDraft(0)]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameTooShort = !block && blockName.trim().length < 3;
  const change = (key: number, patch: Partial<GraphDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const assessmentOptions = assessments.map((item) => ({ value: item.assessment_id ?? item.id, label: item.name }));

  const add = async () => {
    if (!workspaceId) return setError(AnalyticsMessages.noWorkspace);
    const invalid = draftsError(drafts);
    if (invalid) return setError(invalid);
    const [first, ...rest] = drafts.map(chartInputOf);
    setSaving(true);
    try {
      // a new block is made with its first graph; the others join it one after another, in the order shown
      const target = block ? block.id : (await createCustomBlock(workspaceId, { ...first, block_name: blockName })).id;
      for (const input of block ? [first, ...rest] : rest) if (input) await addCustomChart(target, input);
      onSaved();
      onClose();
    } catch (caught) {
      setError(errorDetail(caught));
      // graphs already added stay: the page shows them when the modal closes
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Custom Graph" size="lg">
      <Stack gap="sm">
        {!block && (
          <TextInput
            label="New block's name"
            value={blockName}
            onChange={(event) => setBlockName(event.currentTarget.value)}
            error={blockName !== '' && nameTooShort ? AnalyticsMessages.blockNameTooShort : undefined}
          />
        )}
        {drafts.map((draft, index) => {
          const questions = assessments.find((item) => item.assessment_id === draft.assessmentId)?.questions ?? [];
          const questionOptions = questions.map((question) => ({ value: question.id, label: question.body }));
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
                      onClick={() => setDrafts((current) => current.filter((item) => item.key !== draft.key))}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  )}
                </Group>
                <Select label="Type of Graph" data={GRAPH_TYPES} value={draft.type} onChange={(type) => change(draft.key, { type })} />
                <Select
                  label="Assessment"
                  data={assessmentOptions}
                  value={draft.assessmentId}
                  onChange={(assessmentId) => change(draft.key, { assessmentId, x: null, y: null })}
                />
                {draft.type === 'type3' && (
                  <>
                    <Select label="X question" data={questionOptions} value={draft.x} onChange={(x) => change(draft.key, { x })} />
                    <Select label="Y question" data={questionOptions} value={draft.y} onChange={(y) => change(draft.key, { y })} />
                  </>
                )}
              </Stack>
            </Card>
          );
        })}
        <Button
          variant="light"
          w="fit-content"
          onClick={() => setDrafts((current) => [...current, emptyDraft(Math.max(...current.map((draft) => draft.key)) + 1)])}
        >
          Add Graph
        </Button>
        {error && <Text c="red.7">{error}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={add} loading={saving} disabled={nameTooShort || drafts.some((draft) => !draft.type)}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
