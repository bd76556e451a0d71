import type { Participant } from '@canopy/contracts';
import { Collapse, SimpleGrid, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ParticipantFieldInputs } from './fields/ParticipantFieldInputs';
import { dateInputValue, fullName } from './format';
import { useUpdateParticipant } from './hooks/useUpdateParticipant';
import { checkFields, type RowErrors } from './manual/manualRows';
import { notifySuccess } from '../../shared/ui/notify';
import {
  ALL_FIELDS,
  MAIN_FIELDS,
  MORE_FIELDS,
  countryKeyForDialCode,
  toInput,
  type FieldName,
  type FieldValues,
} from './participantFields';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';
import { FormModal } from '../../shared/ui/FormModal';

const valuesOf = (participant: Participant): FieldValues => ({
  ...(Object.fromEntries(ALL_FIELDS.map((field) => [field, participant[field]])) as Record<FieldName, string>),
  hiring_date: dateInputValue(participant.hiring_date),
  birth_date: dateInputValue(participant.birth_date),
  country: countryKeyForDialCode(participant.phone_code),
});

/** Editing one participant (PUT participants/{id}) with the same rules as adding one. */
export function ParticipantEditModal({
  workspaceId,
  participant,
  onClose,
}: {
  workspaceId: string;
  participant: Participant;
  onClose: () => void;
}) {
  // the contract's rules, through the same check the manual rows use (every problem of the row at once)
  const form = useForm<FieldValues>({
    initialValues: valuesOf(participant),
    validate: (values) => {
      const check = checkFields(values);
      return check.state === 'invalid' ? check.errors : {};
    },
  });
  const values = form.getValues();
  const errors = form.errors as RowErrors;
  const [moreFields, setMoreFields] = useState(() => MORE_FIELDS.some((field) => participant[field] !== ''));
  const update = useUpdateParticipant(workspaceId);

  const change = (field: FieldName | 'country', value: string) => form.setFieldValue(field, value);

  const submit = form.onSubmit((checked) => {
    if (update.isPending) return;
    update.mutate(
      { id: participant.id, fields: toInput(checked) },
      {
        onSuccess: (saved) => {
          notifySuccess('Participant saved', `${fullName(saved)} is up to date.`);
          onClose();
        },
      },
    );
  });

  return (
    <FormModal
      title={`Edit ${fullName(participant)}`}
      size={768}
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      submitLabel="Save"
    >
      <ErrorBanner title="The participant was not saved" error={update.error} />
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <ParticipantFieldInputs fields={MAIN_FIELDS} values={values} errors={errors} onChange={change} disabled={update.isPending} />
      </SimpleGrid>
      <Switch label="More fields" checked={moreFields} onChange={(event) => setMoreFields(event.currentTarget.checked)} />
      <Collapse expanded={moreFields}>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <ParticipantFieldInputs fields={MORE_FIELDS} values={values} errors={errors} onChange={change} disabled={update.isPending} />
        </SimpleGrid>
      </Collapse>
    </FormModal>
  );
}
