import type { Group } from '@canopy/contracts';
import type { TemplateFit } from '@canopy/contracts/participants/applyTemplate';
import {
  ActionIcon,
  Box,
  Button,
  Group as Row,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { GROUP_VALUE_DELIMITERS, newGroupRule, withKind, type GroupRule, type GroupRuleKind } from './csvMapping';
import { IconPlus, IconTrash } from '@tabler/icons-react';

const KINDS: { value: GroupRuleKind; label: string }[] = [
  { value: 'single', label: 'One group per cell' },
  { value: 'multiple', label: 'Several per cell' },
  { value: 'header', label: 'Column header' },
  { value: 'existing', label: 'Existing group' },
];
const HINTS: Record<GroupRuleKind, string> = {
  single: 'Each cell names the group its participant joins.',
  multiple: 'Each cell lists groups, split by the separator.',
  header: 'Every row with a value in the column joins one group, named after the header unless you name it.',
  existing: 'Rows with a value in the column (every row, without a column) join a group of the workspace.',
};
const DELIMITER_OPTIONS = GROUP_VALUE_DELIMITERS.map((delimiter) => ({
  value: delimiter,
  label: `${delimiter}  (${{ ';': 'semicolon', '-': 'dash', ':': 'colon', ',': 'comma' }[delimiter]})`,
}));

type Props = {
  rules: readonly GroupRule[];
  onChange: (rules: GroupRule[]) => void;
  options: { value: string; label: string }[];
  groups: readonly Group[];
  header: readonly string[] | null;
  fit: TemplateFit | null;
};

/** The group columns of an import; groups that do not exist by name are created by the server. */
export function GroupRulesEditor({ rules, onChange, options, groups, header, fit }: Props) {
  const change = (key: string, next: GroupRule) => onChange(rules.map((rule) => (rule.key === key ? next : rule)));
  const missing = fit?.groups.filter((group) => group.state === 'missing') ?? [];
  const groupOptions = groups.map((group) => ({ value: group.id, label: group.name }));

  return (
    <Stack gap="sm">
      {missing.map((group, index) => (
        <Text key={index} fz="xs" c="orange.8">
          {group.saved.column?.header || group.saved.input_value || 'A group column'}: {group.message}
        </Text>
      ))}
      {rules.length === 0 && (
        <Text fz="sm" c="dimmed">
          No group columns. Add one to put participants into groups as they are imported.
        </Text>
      )}
      {rules.map((rule, index) => {
        const { kind } = rule;
        const headerText = rule.column_idx >= 0 ? (header?.[rule.column_idx] ?? '') : '';
        return (
          <Box
            key={rule.key}
            p="sm"
            data-testid="group-rule"
            style={{ border: '1px solid var(--mantine-color-bark-2)', borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Row justify="space-between" wrap="nowrap" mb="xs">
              <SegmentedControl
                size="xs"
                value={kind}
                data={KINDS}
                onChange={(value) => change(rule.key, withKind(rule, value as GroupRuleKind))}
                aria-label={`Group column ${index + 1}: kind`}
              />
              <Tooltip label="Remove group column" openDelay={300}>
                <ActionIcon
                  variant="subtle"
                  color="bark"
                  aria-label={`Remove group column ${index + 1}`}
                  onClick={() => onChange(rules.filter((other) => other.key !== rule.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Row>
            <SimpleGrid cols={3} spacing="sm">
              <Select
                label={kind === 'existing' ? 'Column (optional)' : 'Column'}
                placeholder={kind === 'existing' ? 'Every row' : 'Choose a column'}
                data={options}
                value={rule.column_idx >= 0 ? String(rule.column_idx) : null}
                onChange={(value) => change(rule.key, { ...rule, column_idx: value === null ? -1 : Number(value) })}
                clearable
                searchable
              />
              {kind === 'multiple' && (
                <Select
                  label="Separator"
                  data={DELIMITER_OPTIONS}
                  value={rule.input_value_delimiter_char || null}
                  onChange={(value) => change(rule.key, { ...rule, input_value_delimiter_char: value ?? '' })}
                />
              )}
              {kind === 'header' && (
                <TextInput
                  label="Group name"
                  placeholder={headerText || 'The column’s header'}
                  value={rule.input_value}
                  onChange={(event) => change(rule.key, { ...rule, input_value: event.currentTarget.value })}
                />
              )}
              {kind === 'existing' && (
                <Select
                  label="Group"
                  placeholder="Choose a group"
                  data={groupOptions}
                  value={rule.group_id || null}
                  onChange={(value) =>
                    change(rule.key, {
                      ...rule,
                      group_id: value ?? '',
                      input_value: groups.find((group) => group.id === value)?.name ?? '',
                    })
                  }
                  searchable
                  nothingFoundMessage="No such group"
                />
              )}
            </SimpleGrid>
            <Text fz="xs" c="dimmed" mt={6}>
              {HINTS[kind]}
            </Text>
          </Box>
        );
      })}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        w="fit-content"
        onClick={() => onChange([...rules, newGroupRule()])}
      >
        Add group column
      </Button>
    </Stack>
  );
}
