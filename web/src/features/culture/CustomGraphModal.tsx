import { AnalyticsMessages, type Block } from '@canopy/contracts/analytics/api';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { addCustomChart, createCustomBlock } from './api';

const TYPES = [
  { value: 'type1', label: 'Group averages (horizontal bars)' },
  { value: 'type2', label: 'Answer distribution (stacked bars)' },
  { value: 'type3', label: 'Question against question (scatter)' },
  { value: 'type4', label: 'Net score (line)' },
  { value: 'type5', label: 'Groups by questions (heatmap)' },
];

type Props = {
  workspaceId: string | null;
  /** the custom block to add to; none: a new block named in the modal */
  block: Block | null;
  /** the assessments charts can draw on (the default blocks) */
  assessments: Block[];
  onClose: () => void;
  onSaved: () => void;
};

/** 'Add Custom Graph', into a custom block or into a new block */
export function CustomGraphModal({ workspaceId, block, assessments, onClose, onSaved }: Props) {
  const [blockName, setBlockName] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [assessmentId, setAssessmentId] = useState<string | null>(null);
  const [x, setX] = useState<string | null>(null);
  const [y, setY] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const questions = assessments.find((item) => item.assessment_id === assessmentId)?.questions ?? [];
  const questionOptions = questions.map((question) => ({ value: question.id, label: question.body }));
  const nameTooShort = !block && blockName.trim().length < 3;

  const add = async () => {
    if (!workspaceId) return setError(AnalyticsMessages.noWorkspace);
    if (!type) return setError(AnalyticsMessages.chooseType);
    if (!assessmentId || (type === 'type3' && (!x || !y))) return setError(AnalyticsMessages.allFieldsRequired);
    const body = {
      type,
      assessment_id: assessmentId,
      name: TYPES.find((item) => item.value === type)?.label.replace(/ \(.*\)$/, ''),
      ...(type === 'type3' ? { x_question_id: x ?? undefined, y_question_id: y ?? undefined } : {}),
    };
    setSaving(true);
    try {
      if (block) await addCustomChart(block.id, body);
      else await createCustomBlock(workspaceId, { ...body, block_name: blockName });
      onSaved();
      onClose();
    } catch (caught) {
      setError(errorDetail(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Custom Graph">
      <Stack gap="sm">
        {!block && (
          <TextInput
            label="New block's name"
            value={blockName}
            onChange={(event) => setBlockName(event.currentTarget.value)}
            error={blockName !== '' && nameTooShort ? AnalyticsMessages.blockNameTooShort : undefined}
          />
        )}
        <Select label="Type of Graph" data={TYPES} value={type} onChange={setType} />
        <Select
          label="Assessment"
          data={assessments.map((item) => ({ value: item.assessment_id ?? item.id, label: item.name }))}
          value={assessmentId}
          onChange={setAssessmentId}
        />
        {type === 'type3' && (
          <>
            <Select label="X question" data={questionOptions} value={x} onChange={setX} />
            <Select label="Y question" data={questionOptions} value={y} onChange={setY} />
          </>
        )}
        {error && <Text c="red.7">{error}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={add} loading={saving} disabled={nameTooShort || !type}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
