import '@mantine/dropzone/styles.css';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';

type Props = { onFile: (file: File | null) => void; loading?: boolean; error: string | null };

/**
 * Drop or choose one file. Every file reaches `onFile`, rejected or not, so the checks and their messages
 * are the spec's (csvFileProblem) rather than the dropzone's own.
 */
export function CsvDropzone({ onFile, loading, error }: Props) {
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={() => undefined}
        onDropAny={(files, rejections) => onFile(files[0] ?? (rejections[0]?.file as File | undefined) ?? null)}
        accept={{ 'text/csv': ['.csv'] }}
        multiple={false}
        loading={loading}
        radius="md"
        p="xl"
        data-testid="csv-dropzone"
        style={{ borderColor: error ? 'var(--mantine-color-red-5)' : undefined }}
      >
        <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <ThemeIcon size={56} radius="xl" variant="light" color="canopy">
            <Dropzone.Idle>
              <IconFileTypeCsv size={28} />
            </Dropzone.Idle>
            <Dropzone.Accept>
              <IconUpload size={28} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconFileTypeCsv size={28} />
            </Dropzone.Reject>
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={600}>Drop a CSV file here, or click to choose one</Text>
            <Text fz="sm" c="dimmed">
              A .csv file below 5 MB, one participant per row. You map its columns next.
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {error && (
        <Text fz="sm" c="red.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
