import type { CsvImportProgress as ServerProgress } from '@canopy/contracts';
import { Box, Group, Loader, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { activeStep, importSteps, type ImportStep } from './importSteps';
import type { UploadProgress } from './sendWithProgress';
import { IconCheck } from '@tabler/icons-react';

type Props = { fileName: string | undefined; upload: UploadProgress | null; server: ServerProgress | null };

const ICON_SIZE = 22;

function StepIcon({ step, number }: { step: ImportStep; number: number }) {
  if (step.state === 'done')
    return (
      <ThemeIcon size={ICON_SIZE} radius="xl" color="canopy">
        <IconCheck size={14} />
      </ThemeIcon>
    );
  if (step.state === 'active')
    return (
      <Box w={ICON_SIZE} h={ICON_SIZE} style={{ display: 'grid', placeItems: 'center' }}>
        <Loader size={18} color="canopy" />
      </Box>
    );
  return (
    <ThemeIcon size={ICON_SIZE} radius="xl" variant="default" c="dimmed" fz="xs">
      {number}
    </ThemeIcon>
  );
}

const STATE_WORD = { done: 'done', active: 'in progress', waiting: 'not started' } as const;

function Step({ step, number }: { step: ImportStep; number: number }) {
  const active = step.state === 'active';
  return (
    <Group component="li" gap="sm" align="flex-start" wrap="nowrap" aria-current={active ? 'step' : undefined} data-state={step.state}>
      <Box aria-hidden>
        <StepIcon step={step} number={number} />
      </Box>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }} pt={2}>
        <Text fz="sm" fw={active ? 600 : 400} c={step.state === 'waiting' ? 'dimmed' : undefined}>
          {step.label}
          <VisuallyHidden>, {STATE_WORD[step.state]}</VisuallyHidden>
        </Text>
        {step.detail && (
          <Text fz="xs" c="dimmed">
            {step.detail}
          </Text>
        )}
        {step.percent !== undefined && (
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={step.percent}
              size="md"
              radius="xl"
              style={{ flex: 1 }}
              aria-label={step.key === 'upload' ? 'Upload progress' : `${step.label} progress`}
            />
            <Text fz="xs" c="dimmed" w={40} ta="right">
              {step.percent}%
            </Text>
          </Group>
        )}
      </Stack>
    </Group>
  );
}

/**
 * A running CSV import as its steps: the upload (with its percent), then what the server says it is doing
 * (importSteps). The live region speaks only when the step changes, not at every poll's new row count.
 */
export function CsvImportProgress({ fileName, upload, server }: Props) {
  const steps = importSteps(upload, server);
  const current = activeStep(steps);
  const uploading = current?.key === 'upload';
  const position = current ? steps.indexOf(current) + 1 : 0;
  return (
    <Stack gap="md" py="xl" data-testid="csv-progress">
      <Group justify="space-between">
        <Text fw={600}>{uploading ? `Uploading ${fileName ?? 'the file'}…` : 'Importing participants…'}</Text>
        {!uploading && (
          <Text fz="sm" c="dimmed">
            This takes a few seconds for large files.
          </Text>
        )}
      </Group>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Import steps">
        {steps.map((step, index) => (
          <Step key={step.key} step={step} number={index + 1} />
        ))}
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {current
          ? `Step ${position} of ${steps.length}: ${current.label}`
          : steps.every((step) => step.state === 'done')
            ? 'All steps done'
            : ''}
      </VisuallyHidden>
    </Stack>
  );
}
