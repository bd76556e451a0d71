import { MessagingMessages, PLACEHOLDERS, type DelayedMessage } from '@canopy/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Stepper,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import '@mantine/dates/styles.css';
import { TimePicker } from '@mantine/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { fetchPackageLink } from '../packages/api';
import { packageKeys } from '../packages/queries';
import { groupsQuery } from '../participants/queries';
import { AppModal } from '../../shared/ui/AppModal';
import { ConfirmModal } from '../participants/ConfirmModal';
import {
  createTemplate,
  deleteTemplate,
  draftMessage,
  fetchAudience,
  registerMessage,
  sendNow,
  updateMessage,
  type MessageBody,
} from './api';
import { MessageSuccess, showError, showSuccess } from './banners';
import { instantToNewYork, newYorkToInstant } from './newYorkTime';
import { messageKeys, templatesQuery } from './queries';
import { RichTextEditor } from './RichTextEditor';
import { TestSendModal } from './TestSendModal';

type Timing = 'now' | 'schedule' | 'trigger_start_date' | 'trigger_termination_date';
type LinkChoice = '' | 'combined_link' | 'public_link';
type Draft = {
  link: LinkChoice;
  subject: string;
  html: string;
  signature: string;
  groups: string[];
  timing: Timing;
  date: string;
  time: string;
  days: number;
};

const UNSET = '0001-01-01T00:00:00.000Z';

const draftOf = (message: DelayedMessage | null): Draft => {
  const at =
    message && message.send_at !== UNSET
      ? instantToNewYork(new Date(message.send_at))
      : instantToNewYork(new Date(Date.now() + 60 * 60 * 1000));
  return {
    link: message?.type_of_link_being_sent ?? '',
    subject: message?.metadata.email_subject ?? '',
    html: message?.metadata.email_content ?? '',
    signature: message?.email_signature ?? '',
    groups: message?.delayed_messages_to_groups.map((item) => item.group.id) ?? [],
    timing: message && message.type_of_message !== 'not_selected' ? message.type_of_message : message ? 'schedule' : 'now',
    date: at.date,
    time: at.time,
    days: message?.trigger_days_after || 1,
  };
};

const bodyOf = (draft: Draft): MessageBody => {
  const triggered = draft.timing === 'trigger_start_date' || draft.timing === 'trigger_termination_date';
  const sendAt =
    draft.timing === 'now'
      ? undefined
      : newYorkToInstant(triggered ? '2000-01-03' : draft.date, draft.timing === 'trigger_termination_date' ? '09:00' : draft.time);
  return {
    groups: draft.groups,
    subject: draft.subject,
    html_content: draft.html,
    email_message: '',
    email_signature: draft.signature,
    type_of_link_being_sent: draft.link,
    type_of_message: draft.timing === 'now' ? 'not_selected' : draft.timing,
    send_at: sendAt && !Number.isNaN(sendAt.getTime()) ? sendAt.toISOString() : undefined,
    trigger_days_after: triggered ? draft.days : 0,
  };
};

const hasContent = (draft: Draft) =>
  draft.subject.trim() !== '' || draft.html.replace(/<[^>]*>/g, '').trim() !== '' || draft.groups.length > 0;

/**
 * The package message wizard: 1 link, 2 message, 3 participant groups, 4 timing (send now, schedule, or trigger on
 * each participant's start or termination date). Closing it with unsaved content asks whether to keep a draft.
 */
export function MessageWizard({
  packageId,
  workspaceId,
  message,
  onClose,
}: {
  packageId: string;
  workspaceId: string;
  message: DelayedMessage | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>(() => draftOf(message));
  const [saved, setSaved] = useState(() => JSON.stringify(draftOf(message)));
  const [problem, setProblem] = useState<string | null>(null);
  const [askingDraft, setAskingDraft] = useState(false);
  const [testing, setTesting] = useState(false);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [templateName, setTemplateName] = useState('');
  const saveTemplate = useMutation({
    mutationFn: () =>
      createTemplate({ name: templateName, subject: draft.subject, html_content: draft.html, type_of_link_being_sent: draft.link }),
    onSuccess: () => {
      setTemplateName('');
      showSuccess('Template was saved');
      void client.invalidateQueries({ queryKey: messageKeys.templates() });
    },
    onError: (error) => showError(errorDetail(error)),
  });
  const removeTemplate = useMutation({
    mutationFn: (id: string) => deleteTemplate(id),
    onSuccess: () => {
      setTemplateId(null);
      showSuccess('Template was deleted');
      void client.invalidateQueries({ queryKey: messageKeys.templates() });
    },
    onError: (error) => showError(errorDetail(error)),
  });
  const templates = useQuery(templatesQuery());
  const groups = useQuery(groupsQuery(workspaceId));
  const chosenTemplate = templates.data?.find((item) => item.id === templateId) ?? null;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const dirty = JSON.stringify(draft) !== saved && hasContent(draft);
  const canDraft = !message || message.status === 'draft';

  const done = (banner: string) => {
    void client.invalidateQueries({ queryKey: messageKeys.all });
    // a send changes the package card's notified count
    void client.invalidateQueries({ queryKey: packageKeys.all });
    setSaved(JSON.stringify(draft));
    showSuccess(banner);
    onClose();
  };
  const finish = useMutation({
    mutationFn: async () => {
      const body = bodyOf(draft);
      if (message)
        return {
          answer: await updateMessage(packageId, message.id, body),
          banner: message.status === 'draft' ? bannerOf(draft.timing) : MessageSuccess.updated,
        };
      if (draft.timing === 'now') {
        const answer = await sendNow(packageId, body);
        return { answer, banner: `${MessageSuccess.sent}: it goes to ${peopleOf(answer.recipients)}` };
      }
      return { answer: await registerMessage(packageId, body), banner: bannerOf(draft.timing) };
    },
    onSuccess: ({ banner }) => done(banner),
    onError: (error) => {
      setConfirmCount(null);
      setProblem(errorDetail(error));
      showError(errorDetail(error));
    },
  });
  // send now asks first, naming how many it goes to
  const [confirmCount, setConfirmCount] = useState<number | null>(null);
  const countAudience = useMutation({
    mutationFn: () => fetchAudience(packageId, draft.groups),
    onSuccess: (answer) => {
      if (answer.recipients === 0) {
        setProblem(MessagingMessages.allResponded);
        showError(MessagingMessages.allResponded);
      } else setConfirmCount(answer.recipients);
    },
    onError: (error) => {
      setProblem(errorDetail(error));
      showError(errorDetail(error));
    },
  });
  const submit = () => {
    const found = checkStep(3);
    setProblem(found);
    if (found) return;
    if (draft.timing === 'now' && !message) countAudience.mutate();
    else finish.mutate();
  };
  const [deletingTemplate, setDeletingTemplate] = useState(false);
  const keepDraft = useMutation({
    mutationFn: () =>
      message
        ? updateMessage(packageId, message.id, { ...bodyOf(draft), type_of_message: 'not_selected' })
        : draftMessage(packageId, bodyOf(draft)),
    onSuccess: () => done(MessageSuccess.drafted),
    onError: (error) => showError(errorDetail(error)),
  });

  // a scheduled message goes from now until the package's link ends (a forever link has no end); the same cache
  // entry as the link controls
  const link = useQuery({ queryKey: ['packages', 'link', packageId], queryFn: ({ signal }) => fetchPackageLink(packageId, { signal }) });
  const linkEnd = link.data && !link.data.is_forever && link.data.link_expiration > 0 ? new Date(link.data.link_expiration * 1000) : null;
  const firstDay = instantToNewYork(new Date()).date;
  const lastDay = linkEnd ? instantToNewYork(linkEnd).date : undefined;

  const checkStep = (index: number): string | null => {
    if (index === 0 && draft.link === '') return MessagingMessages.linkTypeRequired;
    if (index === 1 && draft.subject.trim() === '') return MessagingMessages.subjectRequired;
    if (index === 1 && draft.html.replace(/<[^>]*>/g, '').trim() === '') return MessagingMessages.messageRequired;
    if (index === 2 && draft.groups.length === 0) return MessagingMessages.groupsRequired;
    if (index === 3 && (draft.timing === 'trigger_start_date' || draft.timing === 'trigger_termination_date') && draft.days < 1)
      return MessagingMessages.triggerDaysAtLeastOne;
    if (index === 3 && draft.timing === 'schedule' && linkEnd && newYorkToInstant(draft.date, draft.time) > linkEnd)
      return MessagingMessages.sendAtAfterLinkExpiry;
    return null;
  };
  const next = () => {
    const found = checkStep(step);
    setProblem(found);
    if (!found) setStep((current) => Math.min(3, current + 1));
  };
  const close = () => {
    if (dirty && canDraft) setAskingDraft(true);
    else onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={message ? 'Edit message' : 'New message'}
      size={768}
      centered
      closeButtonProps={{ 'aria-label': 'Close wizard' }}
    >
      <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} size="sm">
        <Stepper.Step label="Link">
          <Stack mt="md">
            <Select
              label="Start from a template"
              placeholder="No template"
              clearable
              value={templateId}
              data={(templates.data ?? []).map((template) => ({
                value: template.id,
                label: `${template.name}${template.type === 'organization_type' ? ' (organisation)' : ''}`,
              }))}
              onChange={(id) => {
                setTemplateId(id);
                const template = templates.data?.find((item) => item.id === id);
                if (template)
                  setDraft((current) => ({
                    ...current,
                    subject: template.email_subject,
                    html: template.email_content,
                    link: template.type_of_link_being_sent || current.link,
                  }));
              }}
            />
            {chosenTemplate?.type === 'custom_type' && (
              <Group>
                <Button size="xs" variant="subtle" color="red" loading={removeTemplate.isPending} onClick={() => setDeletingTemplate(true)}>
                  Delete template “{chosenTemplate.name}”
                </Button>
              </Group>
            )}
            <Radio.Group label="Which link the message carries" value={draft.link} onChange={(value) => set('link', value as LinkChoice)}>
              <Stack gap="xs" mt={6}>
                <Radio value="combined_link" label="Personal link: each participant gets their own" />
                <Radio value="public_link" label="Shared link: one link for everyone, respondents identify themselves" />
              </Stack>
            </Radio.Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Message">
          <Stack mt="md">
            <TextInput label="Subject" value={draft.subject} onChange={(event) => set('subject', event.currentTarget.value)} />
            <RichTextEditor label="Message" value={draft.html} onChange={(html) => set('html', html)} />
            <Text fz="xs" c="dimmed" data-testid="placeholder-help">
              Placeholders, replaced in each participant's mail: {PLACEHOLDERS.join(', ')}. Without {'{{link}}'} the link is added at the
              end.
            </Text>
            <Textarea
              label="Signature"
              autosize
              minRows={1}
              value={draft.signature}
              onChange={(event) => set('signature', event.currentTarget.value)}
            />
            <Group align="flex-end">
              <TextInput
                size="xs"
                label="Save as a template named"
                value={templateName}
                onChange={(event) => setTemplateName(event.currentTarget.value)}
              />
              <Button
                size="xs"
                variant="default"
                disabled={!templateName.trim()}
                loading={saveTemplate.isPending}
                onClick={() => saveTemplate.mutate()}
              >
                Save template
              </Button>
              <Button variant="light" size="xs" onClick={() => setTesting(true)} disabled={!draft.subject.trim() || !draft.html.trim()}>
                Send test message
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Participant groups">
          <Stack mt="md" gap="xs">
            {groups.data?.length === 0 && <Text c="dimmed">This workspace has no groups yet.</Text>}
            <Checkbox.Group value={draft.groups} onChange={(value) => set('groups', value)} label="Send to the participants of">
              <Stack gap={6} mt={6}>
                {groups.data?.map((group) => (
                  <Checkbox key={group.id} value={group.id} label={`${group.name} (${group.participants_count})`} />
                ))}
              </Stack>
            </Checkbox.Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Timing">
          <Stack mt="md">
            <SegmentedControl
              value={draft.timing}
              onChange={(value) => set('timing', value as Timing)}
              data={[
                ...(message ? [] : [{ value: 'now', label: 'Send now' }]),
                { value: 'schedule', label: 'Schedule' },
                { value: 'trigger_start_date', label: 'Trigger: start date' },
                { value: 'trigger_termination_date', label: 'Trigger: termination date' },
              ]}
            />
            {draft.timing === 'schedule' && (
              <Group grow>
                <TextInput
                  type="date"
                  label="Date (New York)"
                  min={firstDay}
                  max={lastDay}
                  value={draft.date}
                  onChange={(event) => set('date', event.currentTarget.value)}
                />
                <TimePicker
                  label="Time (New York, 24-hour)"
                  format="24h"
                  value={draft.time}
                  onChange={(value) => set('time', value.slice(0, 5))}
                />
              </Group>
            )}
            {(draft.timing === 'trigger_start_date' || draft.timing === 'trigger_termination_date') && (
              <Group grow>
                <NumberInput
                  label="Days after"
                  min={1}
                  clampBehavior="none"
                  allowNegative={false}
                  allowDecimal={false}
                  value={draft.days}
                  error={draft.days < 1 ? MessagingMessages.triggerDaysAtLeastOne : undefined}
                  onChange={(value) => set('days', typeof value === 'number' ? value : Number(value) || 0)}
                />
                {draft.timing === 'trigger_start_date' ? (
                  <TimePicker
                    label="Time (New York, 24-hour)"
                    format="24h"
                    value={draft.time}
                    onChange={(value) => set('time', value.slice(0, 5))}
                  />
                ) : (
                  <Text fz="sm" c="dimmed" pt="lg">
                    Sent at 9:00 AM New York time on the first workday.
                  </Text>
                )}
              </Group>
            )}
          </Stack>
        </Stepper.Step>
      </Stepper>
      {problem && (
        <Alert color="red" mt="md" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={() => (step === 0 ? close() : setStep(step - 1))}>
          {step === 0 ? 'Cancel' : 'Back'}
        </Button>
        {step < 3 ? (
          <Button onClick={next}>Next</Button>
        ) : (
          <Button loading={finish.isPending || countAudience.isPending} onClick={submit}>
            {finishLabel(draft.timing, message)}
          </Button>
        )}
      </Group>
      {testing && (
        <TestSendModal
          packageId={packageId}
          subject={draft.subject}
          html={draft.html}
          linkType={draft.link}
          onClose={() => setTesting(false)}
        />
      )}
      {confirmCount !== null && (
        <AppModal onClose={() => setConfirmCount(null)} title={`Send to ${peopleOf(confirmCount)}?`} size={416}>
          <Stack gap="lg">
            <Text fz="sm">
              The message goes now to the participants of the chosen groups who have not finished the package in this cycle. You can follow
              each delivery on the Package Schedule.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirmCount(null)} disabled={finish.isPending}>
                Cancel
              </Button>
              <Button onClick={() => finish.mutate()} loading={finish.isPending} data-autofocus>
                Send to {peopleOf(confirmCount)}
              </Button>
            </Group>
          </Stack>
        </AppModal>
      )}
      {deletingTemplate && chosenTemplate && (
        <ConfirmModal
          title="Delete template"
          confirmLabel="Delete"
          loading={removeTemplate.isPending}
          onClose={() => setDeletingTemplate(false)}
          onConfirm={() => removeTemplate.mutate(chosenTemplate.id, { onSettled: () => setDeletingTemplate(false) })}
        >
          Delete the template “{chosenTemplate.name}”? Messages made from it keep their text.
        </ConfirmModal>
      )}
      {askingDraft && (
        <Modal opened onClose={() => setAskingDraft(false)} title="Save as a draft?" size={416} centered>
          <Stack>
            <Text fz="sm">The message has unsaved changes. Keep it as a draft to finish later?</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Discard
              </Button>
              <Button loading={keepDraft.isPending} onClick={() => keepDraft.mutate()}>
                Save draft
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Modal>
  );
}

const peopleOf = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`;
const bannerOf = (timing: Timing) =>
  timing === 'schedule' ? MessageSuccess.scheduled : timing === 'now' ? MessageSuccess.sent : MessageSuccess.triggered;
const finishLabel = (timing: Timing, message: DelayedMessage | null) =>
  message && message.status !== 'draft' ? 'Save' : timing === 'now' ? 'Send' : timing === 'schedule' ? 'Schedule' : 'Trigger';
