import type { AnswerField, WorkspaceOptionTypes } from '@canopy/contracts';
import { Radio, Select, SimpleGrid } from '@mantine/core';
import { QUESTIONS } from './additionalInfo';
import { DROPDOWN_MAX_HEIGHT } from './constants';

type QuestionProps = {
  field: AnswerField;
  options: WorkspaceOptionTypes;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
};

/** One additional-info question as a select (the compact creation form). */
export function QuestionSelect({ field, options, value, onChange, disabled }: QuestionProps) {
  return (
    <Select
      label={QUESTIONS[field].question}
      placeholder="Choose an answer"
      data={options[field].map((option) => ({ value: String(option.id), label: option.title }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      clearable
      disabled={disabled}
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** One additional-info question as radio buttons (the Additional info edit mode). */
export function QuestionRadios({ field, options, value, onChange, disabled }: QuestionProps) {
  return (
    <Radio.Group
      label={QUESTIONS[field].question}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
    >
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="xs">
        {options[field].map((option) => (
          <Radio key={option.id} value={String(option.id)} label={option.title} disabled={disabled} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
