import { AiMessages } from '@canopy/contracts/analytics/ai';
import { Button, Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { AppModal } from '../../shared/ui/AppModal';
import { AiPageFrame } from './AiPageFrame';
import { useAiActions } from './hooks/useAiActions';
import { useAiPackages } from './hooks/useAiPackages';
import { periodLabel } from './periodLabel';
import { ProcessingInfoModal } from './ProcessingInfoModal';

function GenerateForm({ workspaceId }: { workspaceId: string }) {
  const packages = useAiPackages(workspaceId);
  const { generate } = useAiActions(workspaceId);
  const [packageId, setPackageId] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [queued, setQueued] = useState<string[]>([]);
  const [confirmation, setConfirmation] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  // a package just sent to Generate leaves the list at once, before the server's list catches up
  const offered = (packages.data ?? []).filter((item) => !queued.includes(item.id));
  const chosen = offered.find((item) => item.id === packageId);

  const submit = () => {
    if (!packageId || !link) return;
    generate.mutate(
      { workspace_id: workspaceId, package_id: packageId, package_link: link },
      {
        onSuccess: () => {
          setQueued((list) => [...list, packageId]);
          setPackageId(null);
          setLink(null);
          setConfirmation(true);
        },
      },
    );
  };

  return (
    <Card p="xl" radius="md" withBorder maw={560}>
      <Stack>
        {packages.isLoading && <Skeleton h={36} />}
        {packages.error && <Text c="red.7">{errorDetail(packages.error)}</Text>}
        {packages.data && offered.length === 0 && <Text c="dimmed">No package has open answers waiting to be analysed.</Text>}
        <Select
          label="Package"
          placeholder="Choose a package"
          data={offered.map((item) => ({ value: item.id, label: item.name }))}
          value={packageId}
          onChange={(value) => {
            setPackageId(value);
            setLink(null);
          }}
          disabled={offered.length === 0}
          searchable
        />
        {chosen && (
          <Select
            label="Cycle"
            placeholder="Choose a cycle"
            data={chosen.period_data.map((period) => ({
              value: period.link,
              label: periodLabel({ period_start: period.start_period, period_end: period.end_period, is_forever: period.is_forever }),
            }))}
            value={link}
            onChange={setLink}
          />
        )}
        {generate.error && <Text c="red.7">{errorDetail(generate.error)}</Text>}
        <Group>
          <Button onClick={submit} disabled={!link} loading={generate.isPending}>
            Generate
          </Button>
          <Button variant="default" onClick={() => setInfoOpen(true)}>
            Info of processing
          </Button>
        </Group>
      </Stack>
      {confirmation && (
        <AppModal title="AI Analysis" onClose={() => setConfirmation(false)}>
          <Stack>
            <Text>{AiMessages.queued}</Text>
            <Group justify="flex-end">
              <Button onClick={() => setConfirmation(false)}>OK</Button>
            </Group>
          </Stack>
        </AppModal>
      )}
      {infoOpen && <ProcessingInfoModal workspaceId={workspaceId} onClose={() => setInfoOpen(false)} />}
    </Card>
  );
}

/** /ai/ai-generation: choose a package and cycle, Generate, and follow the runs in 'Info of processing' */
export function AiGeneratePage() {
  return (
    <AiPageFrame
      title="AI Generate"
      description="Themes, sentiment, quotes and a summary of the open answers of a package cycle, by assessment and group."
    >
      {(workspaceId) => <GenerateForm key={workspaceId} workspaceId={workspaceId} />}
    </AiPageFrame>
  );
}
