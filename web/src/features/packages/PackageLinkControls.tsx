import { DEFAULT_LINK_DAYS, LinkMessages, minimumLinkDays, type PackageLinkResponse } from '@canopy/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Group,
  NumberInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { notifySuccess } from '../../shared/ui/notify';
import { ConfirmModal } from '../participants/ConfirmModal';
import { IdentifyFailuresNote } from './IdentifyFailuresNote';
import { usePackageLink } from './hooks/usePackageLink';
import { usePausePackageLink } from './hooks/usePausePackageLink';
import { useRemovePackageLink } from './hooks/useRemovePackageLink';
import { useSavePackageLink } from './hooks/useSavePackageLink';
import { IconCheck, IconTrash } from '@tabler/icons-react';

/** how long 'Copied' shows after copying the link */
const COPIED_MS = 2000;

/** whether the days field may be saved: changed, not zero, and at least the package's minimum */
export const canSaveDays = (days: number | string, current: number, minNumberOfDays: number) =>
  typeof days === 'number' && days !== 0 && days !== current && days >= minimumLinkDays(minNumberOfDays);

/** the package's current link */
type LinkProps = { link: PackageLinkResponse; packageId: string };

/** 'for 30 days' or 'with no end date': what a generated or extended link now does */
const openFor = (link: PackageLinkResponse) =>
  link.is_forever ? 'It stays open with no end date.' : `It stays open ${link.days_difference} more day(s).`;

function LinkShown({ link, packageId }: LinkProps) {
  const [days, setDays] = useState<number | string>(link.days_difference);
  const save = useSavePackageLink(packageId);
  const pause = usePausePackageLink(packageId);
  const remove = useRemovePackageLink(packageId);
  // removing ends the link's cycle for good: asked once more, never done in a single click
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const error = save.error ?? pause.error ?? remove.error;
  const url = link.links?.public_link ?? '';
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap">
        <TextInput
          size="xs"
          readOnly
          value={url}
          aria-label="Survey link"
          style={{ flex: 1, minWidth: 0 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={url} timeout={COPIED_MS}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant={copied ? 'filled' : 'light'} color={copied ? 'canopy' : 'bark'} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group gap={6} justify="space-between">
        {link.is_forever ? (
          <Group gap={6}>
            <Badge size="sm" variant="light" color={link.is_paused ? 'orange' : 'canopy'}>
              {link.is_paused ? 'Paused' : 'Open, no end date'}
            </Badge>
            <Button
              size="compact-xs"
              variant="subtle"
              loading={pause.isPending}
              onClick={() =>
                pause.mutate(
                  { packageId, is_paused: !link.is_paused },
                  { onSuccess: (next) => notifySuccess(next.is_paused ? 'Link was paused' : 'Link was activated') },
                )
              }
            >
              {link.is_paused ? 'Activate' : 'Temporary Disable'}
            </Button>
          </Group>
        ) : link.is_expired ? (
          <Badge size="sm" variant="light" color="red">
            Expired
          </Badge>
        ) : (
          <Group gap={4} wrap="nowrap">
            <NumberInput size="xs" w={76} min={0} value={days} onChange={setDays} aria-label="Days until the link expires" />
            <Text fz="xs" c="dimmed">
              days left
            </Text>
            {canSaveDays(days, link.days_difference, link.min_number_of_days) && (
              <Tooltip label="Save">
                <ActionIcon
                  size="sm"
                  variant="light"
                  color="canopy"
                  aria-label="Save days"
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate(
                      { packageId, is_forever: false, days: Number(days) },
                      { onSuccess: (next) => notifySuccess('Link was updated', openFor(next)) },
                    )
                  }
                >
                  <IconCheck size={14} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
        {!link.is_has_delayed_message && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={12} />}
            loading={remove.isPending}
            onClick={() => setConfirmingRemove(true)}
          >
            Remove
          </Button>
        )}
        {confirmingRemove && (
          <ConfirmModal
            title="Remove link"
            confirmLabel="Remove link"
            loading={remove.isPending}
            onClose={() => setConfirmingRemove(false)}
            onConfirm={() =>
              remove.mutate(packageId, {
                onSuccess: () => notifySuccess('Link was removed'),
                onSettled: () => setConfirmingRemove(false),
              })
            }
          >
            The link stops working and its cycle ends: respondents who open it are told it no longer exists. A link generated afterwards
            starts a new cycle.
          </ConfirmModal>
        )}
      </Group>
      {error && (
        <Text fz="xs" c="red.7" role="alert">
          {errorDetail(error)}
        </Text>
      )}
    </Stack>
  );
}

/** the days field's refusal, said before any round trip (null: the days may be saved) */
export const daysProblem = (days: number | string, minimum: number) =>
  typeof days !== 'number' || days < minimum ? LinkMessages.expirationTooLow(minimum) : null;

function LinkGenerator({ link, packageId }: LinkProps) {
  const save = useSavePackageLink(packageId);
  const minimum = minimumLinkDays(link.min_number_of_days);
  // the days are refused beside their field, once, before any round trip; a forever link has none
  const form = useForm<{ type: 'date' | 'forever'; days: number | string }>({
    initialValues: { type: 'date', days: DEFAULT_LINK_DAYS },
    validate: { days: (days, values) => (values.type === 'date' ? daysProblem(days, minimum) : null) },
  });
  const { type, days } = form.values;
  const generate = () => {
    if (form.validate().hasErrors) return;
    save.mutate(type === 'forever' ? { packageId, is_forever: true } : { packageId, is_forever: false, days: Number(days) }, {
      onSuccess: (next) => notifySuccess('Link was generated', openFor(next)),
    });
  };
  return (
    <Stack gap={6}>
      <SegmentedControl
        size="xs"
        value={type}
        onChange={(value) => {
          // another kind of link: the days and their refusal no longer apply
          form.setFieldValue('type', value as 'date' | 'forever');
          form.clearErrors();
          save.reset();
        }}
        data={[
          { value: 'date', label: 'Date-based' },
          { value: 'forever', label: 'Forever' },
        ]}
        aria-label="Type of link"
      />
      <Group gap={6} wrap="nowrap">
        {type === 'date' && (
          <NumberInput
            size="xs"
            w={76}
            min={minimum}
            clampBehavior="none"
            {...form.getInputProps('days')}
            onChange={(value) => {
              form.setFieldValue('days', value);
              save.reset();
            }}
            aria-label="Days the link stays open"
          />
        )}
        <Button size="compact-sm" variant="light" loading={save.isPending} onClick={generate}>
          Generate link
        </Button>
      </Group>
      {save.error && (
        <Text fz="xs" c="red.7" role="alert">
          {errorDetail(save.error)}
        </Text>
      )}
    </Stack>
  );
}

/** The package card's link: choose date-based or forever and generate; then copy, change the days, pause or remove. */
export function PackageLinkControls({ packageId }: { packageId: string }) {
  const link = usePackageLink(packageId);
  if (link.isPending) return <Skeleton h={28} radius="sm" />;
  if (link.isError)
    return (
      <Text fz="xs" c="red.7" role="alert">
        {errorDetail(link.error)}
      </Text>
    );
  return link.data.package_link === '' ? (
    <LinkGenerator link={link.data} packageId={packageId} />
  ) : (
    <Stack gap={4}>
      <LinkShown key={`${link.data.package_link}-${link.data.link_expiration}`} link={link.data} packageId={packageId} />
      <IdentifyFailuresNote packageId={packageId} />
    </Stack>
  );
}
