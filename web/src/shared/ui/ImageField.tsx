import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IMAGE_ACCEPT, imageFileError, type ImageChange } from '../files/imageRules';
import { IconTrash, IconUpload } from '@tabler/icons-react';

type ImageFieldProps = {
  label: string;
  /** the picture stored on the server now */
  currentUrl: string | null;
  /** initials shown when there is no picture */
  fallback: string;
  value: ImageChange;
  onChange: (change: ImageChange) => void;
  /** round for people, rounded square for teams and workspaces */
  shape?: 'circle' | 'square';
  disabled?: boolean;
};

/**
 * A picture with upload and remove: a preview of the chosen file, the spec's checks (png, jpg, jpeg, svg;
 * below 1 MB) with its messages, and no upload until the form is saved.
 */
export function ImageField({ label, currentUrl, fallback, value, onChange, shape = 'circle', disabled }: ImageFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const file = value.kind === 'replaced' ? value.file : null;
  const [preview, setPreview] = useState<string | null>(null);
  // An object URL per chosen file, released when the file changes or the field goes away.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = value.kind === 'replaced' ? preview : value.kind === 'removed' ? null : currentUrl;

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const problem = imageFileError(chosen);
    setError(problem);
    if (!problem) onChange({ kind: 'replaced', file: chosen });
  };

  return (
    <Stack gap={6}>
      <Input.Label>{label}</Input.Label>
      <Group gap="lg" wrap="nowrap">
        <Avatar
          src={shown}
          alt=""
          size={80}
          radius={shape === 'circle' ? 40 : 'md'}
          color="canopy"
          variant="light"
          fz={26}
          data-testid="image-preview"
        >
          {fallback}
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={IMAGE_ACCEPT} disabled={disabled}>
              {(props) => (
                <Button {...props} variant="default" size="sm" leftSection={<IconUpload size={16} />} disabled={disabled}>
                  {shown ? 'Replace' : 'Upload'}
                </Button>
              )}
            </FileButton>
            {shown && (
              <Button
                variant="subtle"
                color="red"
                size="sm"
                leftSection={<IconTrash size={16} />}
                disabled={disabled}
                onClick={() => {
                  setError(null);
                  onChange(currentUrl ? { kind: 'removed' } : { kind: 'unchanged' });
                }}
              >
                Remove
              </Button>
            )}
          </Group>
          {error ? (
            <Text fz="xs" c="red.7" role="alert">
              {error}
            </Text>
          ) : (
            <Text fz="xs" c="dimmed">
              PNG, JPG or SVG, smaller than 1 MB.
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
