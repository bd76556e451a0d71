import { CreateWorkspaceRequest, FormationType, NO_ANSWERS, type AnswerField, type Workspace } from '@canopy/contracts';
import { Button, Group, Radio, Skeleton, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useContractForm } from '../../shared/forms/contractForm';
import { answersChange, FORMATION_QUESTION, questionsFor, type AnswersDraft, type FormationTypeId } from './additionalInfo';
import { useCreateWorkspace } from './hooks/useCreateWorkspace';
import { useWorkspaceOptionTypes } from './hooks/useWorkspaceOptionTypes';
import { QuestionSelect } from './QuestionInputs';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';

const WorkspaceName = CreateWorkspaceRequest.pick({ name: true });

type CreateWorkspaceFormProps = {
  onCreated?: (workspace: Workspace) => void;
  onCancel?: () => void;
  cancelLabel?: string;
};

/**
 * A new workspace: its name and who it is for, then the questions of that branch (a group
 * is asked its type and size; an organisation its size, industry, geography, remote work and
 * location). The answers can be completed later in Workspace Settings.
 */
export function CreateWorkspaceForm({ onCreated, onCancel, cancelLabel = 'Cancel' }: CreateWorkspaceFormProps) {
  const options = useWorkspaceOptionTypes();
  const create = useCreateWorkspace();
  const form = useContractForm({ schema: WorkspaceName, initialValues: { name: '' }, required: ['name'] });
  const [draft, setDraft] = useState<AnswersDraft>({ ...NO_ANSWERS, formation_type: FormationType.organisation });

  const submit = form.onSubmit(({ name }) => {
    if (create.isPending) return;
    create.mutate({ name, additional_info: answersChange(draft) }, { onSuccess: (workspace) => onCreated?.(workspace) });
  });

  const answer = (field: AnswerField) => (value: number | null) => setDraft((current) => ({ ...current, [field]: value }));

  return (
    <form onSubmit={submit} noValidate aria-label="New workspace">
      <Stack gap="md">
        <ErrorBanner title="The workspace was not created" error={create.error} />
        <TextInput
          label="Workspace name"
          placeholder="The client organisation or group"
          {...form.getInputProps('name')}
          withAsterisk
          data-autofocus
        />
        {options.data ? (
          <>
            <Radio.Group
              label={FORMATION_QUESTION}
              value={draft.formation_type === null ? null : String(draft.formation_type)}
              onChange={(value) => setDraft((current) => ({ ...current, formation_type: Number(value) as FormationTypeId }))}
            >
              <Group gap="lg" mt="xs">
                {options.data.formation_type.map((option) => (
                  <Radio key={option.id} value={String(option.id)} label={option.title} />
                ))}
              </Group>
            </Radio.Group>
            {questionsFor(draft.formation_type).map((field) => (
              <QuestionSelect
                key={field}
                field={field}
                options={options.data}
                value={draft[field]}
                onChange={answer(field)}
                disabled={create.isPending}
              />
            ))}
          </>
        ) : options.isError ? (
          <ErrorBanner title="The workspace questions could not be loaded" error={options.error} />
        ) : (
          <Stack gap="sm" aria-hidden>
            <Skeleton h={16} w="40%" />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={create.isPending}>
              {cancelLabel}
            </Button>
          )}
          <Button type="submit" loading={create.isPending}>
            Create workspace
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
