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
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { AppModal } from '../../shared/ui/AppModal';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { usePackageLink } from '../packages/hooks/usePackageLink';
import { useGroups } from '../participants/hooks/useGroups';
import { ConfirmModal } from '../participants/ConfirmModal';
import { useAudience } from './hooks/useAudience';
import { useDeleteTemplate } from './hooks/useDeleteTemplate';
import { useKeepDraft } from './hooks/useKeepDraft';
import { useSaveTemplate } from './hooks/useSaveTemplate';
import { useSubmitMessage } from './hooks/useSubmitMessage';
import { useTemplates } from './hooks/useTemplates';
import { zoneName } from '../../shared/format/dates';
import { instantToWallTime } from '../../shared/format/wallTime';
import { RichTextEditor } from './RichTextEditor';
import { TestSendModal } from './TestSendModal';
import {
  DraftTextSchema,
  LAST_STEP,
  STEP_TEXT_FIELDS,
  draftOf,
  finishLabel,
  hasContent,
  peopleOf,
  stepProblem,
  type Draft,
  type LinkChoice,
  type Timing,
} from './wizardDraft';

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
  const [step, setStep] = useState(0);
  // the texts are checked as the contract checks them, beside their fields; each step's own rules in the alert below
  const form = useForm<Draft>({ initialValues: draftOf(message), validate: schemaResolver(DraftTextSchema, { sync: true }) });
  const draft = form.values;
  const [problem, setProblem] = useState<string | null>(null);
  const [askingDraft, setAskingDraft] = useState(false);
  const [testing, setTesting] = useState(false);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [templateName, setTemplateName] = useState('');
  const [deletingTemplate, setDeletingTemplate] = useState(false);
  // send now asks first, naming how many it goes to
  const [confirmCount, setConfirmCount] = useState<number | null>(null);
  const templates = useTemplates();
  const groups = useGroups(workspaceId);
  const saveTemplate = useSaveTemplate();
  const removeTemplate = useDeleteTemplate();
  const finish = useSubmitMessage(packageId, message);
  const countAudience = useAudience(packageId);
  const keepDraft = useKeepDraft(packageId, message);
  const chosenTemplate = templates.data?.find((item) => item.id === templateId) ?? null;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => form.setFieldValue(key, value as never);
  const dirty = form.isDirty() && hasContent(draft);
  const canDraft = !message || message.status === 'draft';

  // a scheduled message goes from now until the package's link ends (a forever link has no end)
  const link = usePackageLink(packageId);
  const linkEnd = link.data && !link.data.is_forever && link.data.link_expiration > 0 ? new Date(link.data.link_expiration * 1000) : null;
  const firstDay = instantToWallTime(new Date()).date;
  const lastDay = linkEnd ? instantToWallTime(linkEnd).date : undefined;

  const refuse = (detail: string) => {
    setConfirmCount(null);
    setProblem(detail);
    notifyError(detail);
  };
  /** the step's rule, then the contract's checks of its texts; true when the step may be left */
  const stepPasses = (index: number) => {
    const found = stepProblem(draft, index, linkEnd);
    setProblem(found);
    const fields = STEP_TEXT_FIELDS[index] ?? [];
    const errors: Record<string, unknown> = fields.length > 0 ? form.validate().errors : {};
    return found === null && fields.every((field) => !errors[field]);
  };
  const submitFinal = () =>
    finish.mutate(draft, {
      onSuccess: (banner) => {
        form.resetDirty();
        notifySuccess(banner);
        onClose();
      },
      onError: (error) => refuse(errorDetail(error)),
    });
  const submit = () => {
    if (!stepPasses(LAST_STEP)) return;
    if (draft.timing !== 'now' || message) return submitFinal();
    countAudience.mutate(draft.groups, {
      onSuccess: (answer) => (answer.recipients === 0 ? refuse(MessagingMessages.allResponded) : setConfirmCount(answer.recipients)),
      onError: (error) => refuse(errorDetail(error)),
    });
  };
  const next = () => {
    if (stepPasses(step)) setStep((current) => Math.min(LAST_STEP, current + 1));
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
                  form.setValues({
                    subject: template.email_subject,
                    html: template.email_content,
                    link: template.type_of_link_being_sent || draft.link,
                  });
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
            <TextInput label="Subject" {...form.getInputProps('subject')} />
            <RichTextEditor label="Message" value={draft.html} onChange={(html) => set('html', html)} />
            {form.errors.html && (
              <Text fz="xs" c="red.7" role="alert">
                {form.errors.html}
              </Text>
            )}
            <Text fz="xs" c="dimmed" data-testid="placeholder-help">
              Placeholders, replaced in each participant's mail: {PLACEHOLDERS.join(', ')}. Without {'{{link}}'} the link is added at the
              end.
            </Text>
            <Textarea label="Signature" autosize minRows={1} {...form.getInputProps('signature')} />
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
                onClick={() =>
                  saveTemplate.mutate(
                    { name: templateName, subject: draft.subject, html_content: draft.html, type_of_link_being_sent: draft.link },
                    { onSuccess: () => setTemplateName('') },
                  )
                }
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
                  label={`Date (${zoneName()})`}
                  min={firstDay}
                  max={lastDay}
                  value={draft.date}
                  onChange={(event) => set('date', event.currentTarget.value)}
                />
                <TimePicker
                  label={`Time (${zoneName()}, 24-hour)`}
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
                    label={`Time (${zoneName()}, 24-hour)`}
                    format="24h"
                    value={draft.time}
                    onChange={(value) => set('time', value.slice(0, 5))}
                  />
                ) : (
                  <Text fz="sm" c="dimmed" pt="lg">
                    Sent at 9:00 AM {zoneName()} time on the first workday.
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
        {step < LAST_STEP ? (
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
              <Button onClick={submitFinal} loading={finish.isPending} data-autofocus>
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
          onConfirm={() =>
            removeTemplate.mutate(chosenTemplate.id, {
              onSuccess: () => setTemplateId(null),
              onSettled: () => setDeletingTemplate(false),
            })
          }
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
              <Button loading={keepDraft.isPending} onClick={() => keepDraft.mutate(draft, { onSuccess: onClose })}>
                Save draft
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Modal>
  );
}
