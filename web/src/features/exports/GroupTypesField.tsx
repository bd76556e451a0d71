import { Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { groupTypeLabel } from './labels';

type Props = {
  label: string;
  allLabel: string;
  types: readonly string[] | undefined;
  loading: boolean;
  all: boolean;
  chosen: readonly string[];
  onChange: (next: { all: boolean; chosen: string[] }) => void;
  disabled?: boolean;
};

/** the group types to write: 'all' and single types exclude each other, as in the spec's group pickers */
export function GroupTypesField({ label, allLabel, types, loading, all, chosen, onChange, disabled }: Props) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text fw={600} fz="sm">
          {label}
        </Text>
        {loading && <Loader size="xs" aria-label="Loading group types" />}
      </Group>
      {types && types.length === 0 && (
        <Text c="dimmed" fz="sm">
          The respondents are in no group.
        </Text>
      )}
      {types && types.length > 0 && (
        <Group gap="md">
          <Checkbox
            label={allLabel}
            checked={all}
            disabled={disabled}
            onChange={(event) => onChange({ all: event.currentTarget.checked, chosen: [] })}
          />
          {types.map((type) => (
            <Checkbox
              key={type || 'custom'}
              label={groupTypeLabel(type)}
              checked={!all && chosen.includes(type)}
              disabled={disabled}
              onChange={(event) =>
                onChange({ all: false, chosen: event.currentTarget.checked ? [...chosen, type] : chosen.filter((one) => one !== type) })
              }
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
