import type { DataStory } from '@canopy/contracts/story/api';
import { Button, ColorInput, Group, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppModal } from '../../shared/ui/AppModal';
import { FRAME_PRESETS } from './frame';
import { useUpdateStory } from './hooks/useUpdateStory';

/** the preview's settings popup: which logos show, and the frame colour (3 or 6 hex digits, or the default gradient) */
export function StorySettingsModal({ story, onClose }: { story: DataStory; onClose: () => void }) {
  const update = useUpdateStory(story.id);
  const form = useForm({
    initialValues: { logo_team: story.logo_team, logo_workspace: story.logo_workspace, frame_color: story.frame_color ?? '' },
  });
  const submit = form.onSubmit(async (values) => {
    await update.mutateAsync({ ...values, frame_color: values.frame_color.trim() || null });
    onClose();
  });
  return (
    <AppModal title="Settings" onClose={onClose} size={416}>
      <form onSubmit={submit}>
        <Stack>
          <Text fw={600} fz="sm">
            Select logo (optional)
          </Text>
          <Switch
            label={`Team logo${story.team.logo_url ? '' : ' (none uploaded)'}`}
            {...form.getInputProps('logo_team', { type: 'checkbox' })}
          />
          <Switch
            label={`Workspace logo${story.workspace.logo_url ? '' : ' (none uploaded)'}`}
            {...form.getInputProps('logo_workspace', { type: 'checkbox' })}
          />
          <ColorInput
            label="Frame Colour"
            description="3 or 6 hex digits; anything else shows the default gradient"
            format="hex"
            swatches={FRAME_PRESETS}
            {...form.getInputProps('frame_color')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
