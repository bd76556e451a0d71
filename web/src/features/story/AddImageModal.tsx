import { StoryRules } from '@canopy/contracts/story/api';
import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoPlus } from '@tabler/icons-react';
import { errorDetail } from '../../shared/api/http';
import { AppModal } from '../../shared/ui/AppModal';
import { useUploadStoryImage } from './hooks/useUploadStoryImage';

const ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** 'Add image': a name and a png, jpg or jpeg below 20 MB (the server checks the bytes too) */
export function AddImageModal({ workspaceId, onClose }: { workspaceId: string; onClose: () => void }) {
  const uploadImage = useUploadStoryImage(workspaceId);
  const form = useForm<{ name: string; file: File | null }>({
    initialValues: { name: '', file: null },
    validate: {
      name: (value) => (value.trim() ? null : 'Name is required'),
      file: (file) => {
        if (!file) return 'Choose an image to upload';
        if (!/\.(png|jpe?g)$/i.test(file.name)) return 'Error upload file, incorrect format';
        return file.size >= StoryRules.imageMaxBytes ? 'File must be less than 20 Mb.' : null;
      },
    },
  });
  const submit = form.onSubmit(async ({ name, file }) => {
    try {
      await uploadImage.mutateAsync({ name: name.trim(), file: file! });
      onClose();
    } catch (error) {
      form.setFieldError('file', errorDetail(error));
    }
  });
  return (
    <AppModal title="Add image" onClose={onClose}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput label="Name" maxLength={StoryRules.nameMax} data-autofocus {...form.getInputProps('name')} />
          <FileInput
            label="Image"
            placeholder="png, jpg or jpeg"
            accept={ACCEPT}
            leftSection={<IconPhotoPlus size={16} />}
            clearable
            {...form.getInputProps('file')}
          />
          <Text fz="xs" c="dimmed">
            The image shows on its own slide of the story.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={uploadImage.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
