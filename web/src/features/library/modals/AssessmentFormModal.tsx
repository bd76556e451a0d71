import {
  ANSWER_TYPE_LABELS,
  ANSWER_TYPES,
  LANGUAGE_TAGS,
  SCALE_LABEL_MAX,
  type AnswerType,
  type Assessment,
  type LanguageTag,
} from '@canopy/contracts';
import { ActionIcon, Alert, Box, Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ChangeEvent } from 'react';
import { errorDetail } from '../../../shared/api/http';
import { FormModal } from '../../../shared/ui/FormModal';
import { notifySuccess } from '../../../shared/ui/notify';
import { useSaveAssessment } from '../hooks/useSaveAssessment';
import { useLibrary } from '../hooks/useLibrary';
import { LANGUAGE_NAMES } from '../LanguageFlags';
import { checkDraft, draftFrom, newQuestion, requestOf, type AssessmentDraft, type DraftErrors } from './assessmentDraft';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';

type Props = { assessment: Assessment | null; categoryId?: string | null; onClose: () => void };

/** a ten-point question's two end labels, as the editor offers them */
const SCALE_ENDS = [
  { field: 'scale_start_label', value: 1, placeholder: '1: Not at all likely' },
  { field: 'scale_end_label', value: 10, placeholder: '10: Extremely likely' },
] as const;

/** the answer types a survey question may have (a linked survey is a type of assessment of its own) */
const QUESTION_TYPES = ANSWER_TYPES.filter((type) => type !== 'linked_survey').map((type) => ({
  value: type,
  label: ANSWER_TYPE_LABELS[type],
}));

/**
 * Create or edit an assessment: title, category, type, description and numbered questions, each in the
 * languages the assessment speaks (English first: every assessment has it). A linked survey has one link.
 */
export function AssessmentFormModal({ assessment, categoryId = null, onClose }: Props) {
  // the draft's own check (the contract's rules per language and question) runs as the form's validation
  const form = useForm<AssessmentDraft>({ initialValues: draftFrom(assessment, categoryId), validate: (values) => checkDraft(values) });
  const draft = form.getValues();
  const errors = form.errors as DraftErrors;
  const [language, setLanguage] = useState<LanguageTag>('en_US');
  const library = useLibrary('my');
  const save = useSaveAssessment();
  const linked = draft.type === 'linked_survey';
  const english = language === 'en_US';

  const change = (patch: Partial<AssessmentDraft>) => {
    form.setValues(patch);
    for (const key of Object.keys(patch)) form.clearFieldError(key);
    if ('questions' in patch || 'type' in patch) form.clearFieldError('questions');
  };
  /** the title's or description's text in the language being written, English shown behind an empty translation */
  const textProps = (field: 'name' | 'description') => ({
    value: draft[field][language] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change({ [field]: { ...draft[field], [language]: event.currentTarget.value } }),
    placeholder: english ? undefined : draft[field].en_US,
  });
  const setQuestion = (key: string, patch: Partial<AssessmentDraft['questions'][number]>) =>
    change({ questions: draft.questions.map((question) => (question.key === key ? { ...question, ...patch } : question)) });

  // a refusal shows in English, where every required text is written
  const submit = form.onSubmit(
    (values) => {
      if (save.isPending) return;
      const linkedQuestionId = assessment?.type === 'linked_survey' ? assessment.questions[0]?.id : undefined;
      save.mutate(
        { id: assessment?.id, ...requestOf(values, linkedQuestionId) },
        {
          onSuccess: (saved) => {
            notifySuccess(assessment ? 'Assessment saved' : 'Assessment created', saved.name.en_US ?? '');
            onClose();
          },
        },
      );
    },
    () => {
      if (!english) setLanguage('en_US');
    },
  );

  return (
    <FormModal
      title={assessment ? 'Edit Assessment' : 'Create Assessment'}
      size={900}
      titleSize={20}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel="Save"
    >
      {save.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorDetail(save.error)}
        </Alert>
      )}
      <Group justify="space-between" align="center">
        <SegmentedControl
          size="xs"
          aria-label="Language being written"
          value={language}
          onChange={(value) => setLanguage(value as LanguageTag)}
          data={LANGUAGE_TAGS.map((tag) => ({ value: tag, label: LANGUAGE_NAMES[tag] }))}
        />
        {!english && (
          <Text fz="xs" c="dimmed">
            Translations are optional; respondents see English where one is missing.
          </Text>
        )}
      </Group>
      <TextInput
        label="Title"
        {...textProps('name')}
        error={english ? errors.name : undefined}
        withAsterisk={english}
        maxLength={200}
        data-autofocus
      />
      <Group grow align="flex-start">
        <Select
          label="Category"
          placeholder="Choose a category"
          data={(library.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          value={draft.category_id}
          onChange={(value) => change({ category_id: value })}
          error={errors.category_id}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Type"
          data={[
            { value: 'survey', label: 'Survey' },
            { value: 'linked_survey', label: 'Linked survey' },
          ]}
          value={draft.type}
          onChange={(value) => value && change({ type: value as AssessmentDraft['type'] })}
          allowDeselect={false}
          disabled={Boolean(assessment)}
          comboboxProps={{ withinPortal: true }}
        />
        {!linked && (
          <Select
            label="Answer type"
            description="For new questions"
            data={QUESTION_TYPES}
            value={draft.answer_type}
            onChange={(value) => value && change({ answer_type: value as AnswerType })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Group>
      <Textarea label="Description" {...textProps('description')} autosize minRows={2} maxRows={5} maxLength={2000} />
      {linked ? (
        <TextInput
          label="Survey link"
          description="The outside survey respondents are sent to"
          placeholder="https://"
          value={draft.link}
          onChange={(event) => change({ link: event.currentTarget.value })}
          error={errors.link}
          withAsterisk
          maxLength={1000}
        />
      ) : (
        <Stack gap="xs">
          <Text fw={600} fz="sm">
            Questions
          </Text>
          {errors.questions && (
            <Text c="red.7" fz="sm" role="alert">
              {errors.questions}
            </Text>
          )}
          {draft.questions.map((question, index) => (
            <Stack key={question.key} gap={4}>
              <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="question-row">
                <Box w={28} pt={8} ta="right">
                  <Text fz="sm" fw={600} c="dimmed">
                    {index + 1}.
                  </Text>
                </Box>
                <Textarea
                  aria-label={`Question ${index + 1}`}
                  value={question.body[language] ?? ''}
                  placeholder={english ? 'Write a statement or a question' : question.body.en_US}
                  onChange={(event) => setQuestion(question.key, { body: { ...question.body, [language]: event.currentTarget.value } })}
                  autosize
                  minRows={1}
                  maxRows={4}
                  maxLength={1000}
                  style={{ flex: 1 }}
                />
                <Select
                  aria-label={`Answer type of question ${index + 1}`}
                  data={QUESTION_TYPES}
                  value={question.answer_type}
                  onChange={(value) => value && setQuestion(question.key, { answer_type: value as AnswerType })}
                  allowDeselect={false}
                  w={210}
                  comboboxProps={{ withinPortal: true }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={6}
                  aria-label={`Remove question ${index + 1}`}
                  disabled={draft.questions.length === 1}
                  onClick={() => change({ questions: draft.questions.filter((candidate) => candidate.key !== question.key) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {question.answer_type === 'one_to_ten' && (
                // the scale's end labels this question shows its respondents, in the language being written
                <Group gap="sm" pl={40} pr={40} wrap="nowrap">
                  {SCALE_ENDS.map((end) => (
                    <TextInput
                      key={end.field}
                      size="xs"
                      style={{ flex: 1 }}
                      aria-label={`Label of ${end.value} for question ${index + 1}`}
                      placeholder={end.placeholder}
                      maxLength={SCALE_LABEL_MAX}
                      value={question[end.field]?.[language] ?? ''}
                      onChange={(event) =>
                        setQuestion(question.key, { [end.field]: { ...question[end.field], [language]: event.currentTarget.value } })
                      }
                    />
                  ))}
                </Group>
              )}
            </Stack>
          ))}
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => change({ questions: [...draft.questions, newQuestion(draft.answer_type)] })}
          >
            Add question
          </Button>
        </Stack>
      )}
    </FormModal>
  );
}
