import type { AnswerField, Workspace, WorkspaceOptionTypes } from '@canopy/contracts';
import { Button, DataList, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  answersChange,
  draftOf,
  FORMATION_QUESTION,
  questionsFor,
  summarise,
  type AnswersDraft,
  type FormationTypeId,
} from '../additionalInfo';
import { useUpdateWorkspace } from '../hooks/useUpdateWorkspace';
import { useWorkspaceOptionTypes } from '../hooks/useWorkspaceOptionTypes';
import { QuestionRadios } from '../QuestionInputs';
import { ErrorBanner } from '../../../shared/ui/ErrorBanner';
import { SavedBanner } from '../SettingsBanners';
import { useSavedFlash } from '../useSavedFlash';
import { IconPencil } from '@tabler/icons-react';

function Summary({
  workspace,
  options,
  onEdit,
  saved,
}: {
  workspace: Workspace;
  options: WorkspaceOptionTypes;
  onEdit: () => void;
  saved: boolean;
}) {
  const items = summarise(workspace.additional_info, options);
  return (
    <Stack gap="md" maw={640}>
      <SavedBanner shown={saved} />
      {items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nothing answered yet. Describing the client helps you and your colleagues set up assessments that fit it.
        </Text>
      ) : (
        <DataList withDivider labelWidth={200} aria-label="Additional info">
          {items.map((item) => (
            <DataList.Item key={item.key}>
              <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
              <DataList.ItemValue c={item.value === null ? 'dimmed' : undefined}>{item.value ?? 'Not answered'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      )}
      <Group>
        <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
          Edit
        </Button>
      </Group>
    </Stack>
  );
}

function EditForm({
  workspace,
  options,
  onDone,
}: {
  workspace: Workspace;
  options: WorkspaceOptionTypes;
  onDone: (saved: boolean) => void;
}) {
  // every answer is optional: the form only holds the choices until Save sends the branch the formation type picks
  const form = useForm<AnswersDraft>({ initialValues: draftOf(workspace.additional_info) });
  const draft = form.getValues();
  const update = useUpdateWorkspace();

  const submit = form.onSubmit((answers) => {
    if (update.isPending) return;
    update.mutate({ id: workspace.id, additional_info: answersChange(answers) }, { onSuccess: () => onDone(true) });
  });
  const answer = (field: AnswerField) => (value: number | null) => form.setFieldValue(field, value);

  return (
    <form onSubmit={submit} noValidate aria-label="Edit additional info">
      <Stack gap="lg" maw={640}>
        <ErrorBanner title="The answers were not saved" error={update.error} />
        <Radio.Group
          label={FORMATION_QUESTION}
          value={draft.formation_type === null ? null : String(draft.formation_type)}
          onChange={(value) => form.setFieldValue('formation_type', Number(value) as FormationTypeId)}
        >
          <Group gap="lg" mt="xs">
            {options.formation_type.map((option) => (
              <Radio key={option.id} value={String(option.id)} label={option.title} disabled={update.isPending} />
            ))}
          </Group>
        </Radio.Group>
        {questionsFor(draft.formation_type).map((field) => (
          <QuestionRadios
            key={field}
            field={field}
            options={options}
            value={draft[field]}
            onChange={answer(field)}
            disabled={update.isPending}
          />
        ))}
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button variant="default" onClick={() => onDone(false)} disabled={update.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Additional info: a read-only summary with Edit; editing asks the radio questions of the branch the
 * formation type picks. Saving one branch clears the other's answers.
 */
export function AdditionalInfoTab({ workspace }: { workspace: Workspace }) {
  const options = useWorkspaceOptionTypes();
  const [editing, setEditing] = useState(false);
  const saved = useSavedFlash();

  if (options.isError) return <ErrorBanner title="The questions could not be loaded" error={options.error} />;
  if (!options.data) {
    return (
      <Stack gap="sm" maw={640} aria-hidden>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={20} />
        ))}
      </Stack>
    );
  }
  if (editing) {
    return (
      <EditForm
        workspace={workspace}
        options={options.data}
        onDone={(didSave) => {
          setEditing(false);
          if (didSave) saved.flash();
        }}
      />
    );
  }
  return (
    <Summary
      workspace={workspace}
      options={options.data}
      saved={saved.saved}
      onEdit={() => {
        saved.clear();
        setEditing(true);
      }}
    />
  );
}
