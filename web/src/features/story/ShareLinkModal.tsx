import { formatDateTime } from '../../shared/format/dates';
import { StoryRules, type StoryLink } from '@canopy/contracts/story/api';
import { Button, CopyButton, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../shared/ui/AppModal';
import { useStoryMutations } from './hooks/useStoryMutations';

/** how long 'Copied' shows (spec 3 section 9) */
const COPIED_FOR_MS = 2000;

export const storyViewUrl = (link: string) => `${window.location.origin}/data-story-view/${link}`;

/** 'Share saved visualizations': generate the link, copy it, change its expiry in days, remove it */
export function ShareLinkModal({ workspaceId, link, onClose }: { workspaceId: string; link: StoryLink | null; onClose: () => void }) {
  const { share, unshare } = useStoryMutations(workspaceId);
  const [days, setDays] = useState<number | string>(link?.days ?? StoryRules.defaultExpiryDays);
  const valid = typeof days === 'number' && Number.isInteger(days) && days >= 1;
  // save only when changed and not zero (spec 3 section 5)
  const changed = valid && days !== link?.days;
  return (
    <AppModal title="Share saved visualizations" onClose={onClose}>
      <Stack>
        {link ? (
          <>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label="Link" value={storyViewUrl(link.story_link)} readOnly style={{ flex: 1 }} data-testid="story-link" />
              <CopyButton value={storyViewUrl(link.story_link)} timeout={COPIED_FOR_MS}>
                {({ copied, copy }) => (
                  <Button variant="light" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text fz="sm" c="dimmed">
              Expires {formatDateTime(link.expires_at)} ({link.days_difference} {link.days_difference === 1 ? 'day' : 'days'} left)
            </Text>
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            Anyone with the link can view the story without an account until it expires or you remove it.
          </Text>
        )}
        <NumberInput
          label="Expiry (days)"
          min={1}
          max={StoryRules.maxExpiryDays}
          allowDecimal={false}
          value={days}
          onChange={setDays}
          error={valid ? null : 'At least 1 day'}
        />
        <Group justify="space-between">
          {link ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              loading={unshare.isPending}
              onClick={() => unshare.mutate()}
            >
              Remove link
            </Button>
          ) : (
            <span />
          )}
          <Button
            leftSection={<IconLink size={14} />}
            disabled={link ? !changed : !valid}
            loading={share.isPending}
            onClick={() => valid && share.mutate(days)}
          >
            {link ? 'Save' : 'Generate link'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
