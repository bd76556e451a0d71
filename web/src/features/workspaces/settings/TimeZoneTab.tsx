import type { Workspace } from '@canopy/contracts';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import { ErrorBanner } from '../../../shared/ui/ErrorBanner';
import { DROPDOWN_MAX_HEIGHT, SETTINGS_FORM_MAX_WIDTH } from '../constants';
import { useWorkspaceSetting } from '../hooks/useWorkspaceSetting';
import { SavedBanner } from '../SettingsBanners';
import { zoneChoices } from './timeZones';

/**
 * Time zone: the zone every date of the workspace is a day in (pages, file names, sheets, decks) and its message
 * schedules run in ('Saved successfully!' for 2 s).
 */
export function TimeZoneTab({ workspace }: { workspace: Workspace }) {
  const { form, value, update, saved, submit } = useWorkspaceSetting(workspace, 'time_zone');
  const choices = useMemo(() => zoneChoices(workspace.time_zone), [workspace.time_zone]);

  return (
    <form onSubmit={submit} noValidate aria-label="Time zone">
      <Stack gap="md" maw={SETTINGS_FORM_MAX_WIDTH}>
        <ErrorBanner title="The time zone was not saved" error={update.error} />
        <Select
          label="Time zone"
          data={choices}
          value={value}
          onChange={(next) => {
            if (next) form.setFieldValue('time_zone', next);
          }}
          searchable
          nothingFoundMessage="No time zone has that name"
          allowDeselect={false}
          maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
        />
        <Text fz="sm" c="dimmed" lh={1.55}>
          Every date of this workspace is a day in this zone: on its pages, in the names and sheets of its exports, in its decks and
          reports. Scheduled messages go at its clock's time, and termination-date messages at 9:00 there. It is now{' '}
          {formatDateTime(new Date(), value)}.
        </Text>
        <Group gap="sm" align="center">
          <Button type="submit" loading={update.isPending} disabled={value === workspace.time_zone}>
            Save
          </Button>
        </Group>
        <SavedBanner shown={saved.saved} />
      </Stack>
    </form>
  );
}
