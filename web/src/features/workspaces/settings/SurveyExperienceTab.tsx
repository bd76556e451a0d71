import { GROUP_CLASSIFICATIONS, GroupClassification, type Workspace } from '@canopy/contracts';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { DROPDOWN_MAX_HEIGHT, SETTINGS_FORM_MAX_WIDTH } from '../constants';
import { useWorkspaceSetting } from '../hooks/useWorkspaceSetting';
import { ErrorBanner } from '../../../shared/ui/ErrorBanner';
import { SavedBanner } from '../SettingsBanners';

// 'none' first, the rest by title (the contracts' order)
const CHOICES = GROUP_CLASSIFICATIONS.map(({ value, title }) => ({ value, label: title }));

/** Survey experience: the participant field default groups are made from ('Saved successfully!' for 2 s). */
export function SurveyExperienceTab({ workspace }: { workspace: Workspace }) {
  const { form, value, update, saved, submit } = useWorkspaceSetting(workspace, 'group_classification');

  return (
    <form onSubmit={submit} noValidate aria-label="Survey experience">
      <Stack gap="md" maw={SETTINGS_FORM_MAX_WIDTH}>
        <ErrorBanner title="The survey experience was not saved" error={update.error} />
        <Select
          label="Group classification"
          data={CHOICES}
          value={value}
          onChange={(next) => {
            const parsed = GroupClassification.safeParse(next);
            if (parsed.success) form.setFieldValue('group_classification', parsed.data);
          }}
          allowDeselect={false}
          maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
        />
        <Text fz="sm" c="dimmed" lh={1.55}>
          Respondents are grouped by this participant field: Canopy keeps a group for each of its values (each department, say) so that
          results can be compared between them. Choose None to work only with the groups you make yourself.
        </Text>
        <Group gap="sm" align="center">
          <Button type="submit" loading={update.isPending} disabled={value === workspace.group_classification}>
            Save
          </Button>
        </Group>
        <SavedBanner shown={saved.saved} />
      </Stack>
    </form>
  );
}
