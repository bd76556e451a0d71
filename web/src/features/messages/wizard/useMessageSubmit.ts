import { MessagingMessages, type DelayedMessage } from '@canopy/contracts';
import { useState } from 'react';
import { errorDetail } from '../../../shared/api/http';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useAudience } from '../hooks/useAudience';
import { useSubmitMessage } from '../hooks/useSubmitMessage';
import { LAST_STEP, STEP_TEXT_FIELDS, stepProblem } from '../wizardDraft';
import type { DraftForm } from './types';

/**
 * What leaving a step and finishing the wizard hold: each step's problem (its rule, then the contract's checks of
 * its texts beside their fields), and the finish itself. Send now asks first, naming how many it goes to; nobody
 * left to send to is refused in the spec's words.
 */
export function useMessageSubmit(
  form: DraftForm,
  packageId: string,
  message: DelayedMessage | null,
  linkEnd: Date | null,
  onDone: () => void,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmCount, setConfirmCount] = useState<number | null>(null);
  const finish = useSubmitMessage(packageId, message);
  const countAudience = useAudience(packageId);
  const draft = form.values;

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
        onDone();
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
  return {
    problem,
    stepPasses,
    submit,
    submitFinal,
    confirmCount,
    cancelConfirm: () => setConfirmCount(null),
    submitting: finish.isPending,
    busy: finish.isPending || countAudience.isPending,
  };
}
