import type { DelayedMessage } from '@canopy/contracts';
import { Alert, Button, Group, Modal, Stepper } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { GroupsStep } from './wizard/GroupsStep';
import { KeepDraftModal } from './wizard/KeepDraftModal';
import { LinkStep } from './wizard/LinkStep';
import { MessageStep } from './wizard/MessageStep';
import { SendNowConfirm } from './wizard/SendNowConfirm';
import { TimingStep } from './wizard/TimingStep';
import { useMessageSubmit } from './wizard/useMessageSubmit';
import { useSendWindow } from './wizard/useSendWindow';
import { DraftTextSchema, LAST_STEP, draftOf, finishLabel, hasContent, type Draft } from './wizardDraft';

type Props = { packageId: string; workspaceId: string; message: DelayedMessage | null; onClose: () => void };

/**
 * The package message wizard: 1 link, 2 message, 3 participant groups, 4 timing (send now, schedule, or trigger on
 * each participant's start or termination date), each step a component of `wizard/`. Closing it with unsaved
 * content asks whether to keep a draft.
 */
export function MessageWizard({ packageId, workspaceId, message, onClose }: Props) {
  const [step, setStep] = useState(0);
  // the texts are checked as the contract checks them, beside their fields; each step's own rules in the alert below
  const form = useForm<Draft>({ initialValues: draftOf(message), validate: schemaResolver(DraftTextSchema, { sync: true }) });
  const [askingDraft, setAskingDraft] = useState(false);
  const sendWindow = useSendWindow(packageId);
  const finish = useMessageSubmit(form, packageId, message, sendWindow.linkEnd, onClose);
  const dirty = form.isDirty() && hasContent(form.values);
  const canDraft = !message || message.status === 'draft';

  const next = () => {
    if (finish.stepPasses(step)) setStep((current) => Math.min(LAST_STEP, current + 1));
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
          <LinkStep form={form} />
        </Stepper.Step>
        <Stepper.Step label="Message">
          <MessageStep form={form} packageId={packageId} />
        </Stepper.Step>
        <Stepper.Step label="Participant groups">
          <GroupsStep form={form} workspaceId={workspaceId} packageId={packageId} />
        </Stepper.Step>
        <Stepper.Step label="Timing">
          <TimingStep form={form} sendWindow={sendWindow} editing={message !== null} />
        </Stepper.Step>
      </Stepper>
      {finish.problem && (
        <Alert color="red" mt="md" role="alert">
          {finish.problem}
        </Alert>
      )}
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={() => (step === 0 ? close() : setStep(step - 1))}>
          {step === 0 ? 'Cancel' : 'Back'}
        </Button>
        {step < LAST_STEP ? (
          <Button onClick={next}>Next</Button>
        ) : (
          <Button loading={finish.busy} onClick={finish.submit}>
            {finishLabel(form.values.timing, message)}
          </Button>
        )}
      </Group>
      {finish.confirmCount !== null && (
        <SendNowConfirm
          count={finish.confirmCount}
          sending={finish.submitting}
          onCancel={finish.cancelConfirm}
          onSend={finish.submitFinal}
        />
      )}
      {askingDraft && (
        <KeepDraftModal
          packageId={packageId}
          message={message}
          draft={form.values}
          onBack={() => setAskingDraft(false)}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
