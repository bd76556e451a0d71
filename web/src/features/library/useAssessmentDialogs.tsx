import type { Assessment } from '@canopy/contracts';
import { useState } from 'react';
import { notifySuccess } from '../../shared/ui/notify';
import { ConfirmModal } from '../participants/ConfirmModal';
import { PickPackageModal } from '../packages/PickPackageModal';
import { useArchiveAssessment } from './hooks/useArchiveAssessment';
import { useCloneAssessment } from './hooks/useCloneAssessment';
import { useDeleteAssessment } from './hooks/useDeleteAssessment';
import { useDuplicateAssessment } from './hooks/useDuplicateAssessment';
import { useUnarchiveAssessment } from './hooks/useUnarchiveAssessment';
import { AssessmentDetailsModal } from './modals/AssessmentDetailsModal';
import { AssessmentFormModal } from './modals/AssessmentFormModal';
import { PickCategoryModal } from './modals/PickCategoryModal';
import { textOf } from './text';
import type { CardAction } from './cards/AssessmentCard';

type Dialog =
  | { kind: 'details' | 'clone' | 'archive' | 'delete' | 'unarchive' | 'add-to-package'; assessment: Assessment }
  | { kind: 'edit'; assessment: Assessment | null; categoryId?: string | null }
  | null;

/** an assessment is edited unless it is a default one, or answered (a linked survey excepted) */
export const isEditable = (assessment: Assessment) =>
  assessment.origin === 'custom' && (!assessment.been_answered || assessment.type === 'linked_survey');

/**
 * The actions an assessment card offers and the dialogs they open, shared by the library pages and the
 * archive. `workspaceId`: where 'Add to package' adds (none: the action is not offered).
 */
export function useAssessmentDialogs(workspaceId: string | null) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const archive = useArchiveAssessment();
  const remove = useDeleteAssessment();
  const clone = useCloneAssessment();
  const duplicate = useDuplicateAssessment();
  const unarchive = useUnarchiveAssessment();

  const doDuplicate = (assessment: Assessment) =>
    duplicate.mutate(assessment.id, {
      onSuccess: (copy) => {
        notifySuccess('Assessment duplicated', textOf(copy.name));
        close();
      },
    });

  const actionsFor = (assessment: Assessment): CardAction[] => {
    const open = (kind: Exclude<NonNullable<Dialog>['kind'], 'edit'>) => () => setDialog({ kind, assessment });
    const toPackage: CardAction[] =
      workspaceId && !assessment.is_archived ? [{ label: 'Add to package', onClick: open('add-to-package') }] : [];
    if (assessment.is_archived) {
      return [
        { label: 'Unzip', onClick: open('unarchive') },
        { label: 'Delete', onClick: open('delete'), danger: true },
      ];
    }
    if (assessment.origin === 'default')
      return [...(assessment.is_cloneable ? [{ label: 'Clone', onClick: open('clone') }] : []), ...toPackage];
    return [
      { label: 'Edit', onClick: () => setDialog({ kind: 'edit', assessment }), disabled: !isEditable(assessment) },
      ...(assessment.is_cloneable ? [{ label: 'Duplicate', onClick: () => doDuplicate(assessment) }] : []),
      ...toPackage,
      { label: 'Archive', onClick: open('archive') },
      { label: 'Delete', onClick: open('delete'), danger: true },
    ];
  };

  const current = dialog?.assessment ?? null;
  const title = current ? textOf(current.name) : '';
  const dialogs = (
    <>
      {dialog?.kind === 'details' && (
        <AssessmentDetailsModal
          assessment={dialog.assessment}
          onClose={close}
          copyLabel={dialog.assessment.origin === 'default' ? 'Clone' : 'Duplicate'}
          onCopy={
            dialog.assessment.is_archived
              ? undefined
              : dialog.assessment.origin === 'default'
                ? () => setDialog({ kind: 'clone', assessment: dialog.assessment })
                : () => doDuplicate(dialog.assessment)
          }
          onEdit={
            isEditable(dialog.assessment) && !dialog.assessment.is_archived
              ? () => setDialog({ kind: 'edit', assessment: dialog.assessment })
              : undefined
          }
        />
      )}
      {dialog?.kind === 'edit' && <AssessmentFormModal assessment={dialog.assessment} categoryId={dialog.categoryId} onClose={close} />}
      {dialog?.kind === 'clone' && (
        <PickCategoryModal
          title="Clone assessment"
          message={'Please, choose the category to clone this assessment in "My Library"'}
          confirmLabel="Clone"
          loading={clone.isPending}
          error={clone.error}
          onClose={close}
          onConfirm={(categoryId) =>
            clone.mutate(
              { id: dialog.assessment.id, categoryId, version: dialog.assessment.version },
              {
                onSuccess: (copy) => {
                  notifySuccess('Assessment cloned', `${textOf(copy.name)} is in My Library, in ${copy.category_name}.`);
                  close();
                },
              },
            )
          }
        />
      )}
      {dialog?.kind === 'unarchive' && (
        <PickCategoryModal
          title="Unzip assessment"
          message={`Choose the category of My Library to bring "${title}" back to.`}
          confirmLabel="Unzip"
          loading={unarchive.isPending}
          error={unarchive.error}
          onClose={close}
          onConfirm={(categoryId) =>
            unarchive.mutate(
              { id: dialog.assessment.id, categoryId },
              {
                onSuccess: (back) => {
                  notifySuccess('Assessment restored', `${textOf(back.name)} is back in ${back.category_name}.`);
                  close();
                },
              },
            )
          }
        />
      )}
      {dialog?.kind === 'archive' && (
        <ConfirmModal
          title="Archive assessment"
          confirmLabel="Archive"
          loading={archive.isPending}
          onClose={close}
          onConfirm={() =>
            archive.mutate(dialog.assessment.id, {
              onSuccess: () => {
                notifySuccess('Assessment archived', `${title} is in Archived Assessments.`);
                close();
              },
            })
          }
        >
          Archive <b>{title}</b>? It leaves My Library and waits in Archived Assessments, where you can bring it back.
        </ConfirmModal>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          title="Delete assessment"
          confirmLabel="Delete"
          loading={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(dialog.assessment.id, {
              onSuccess: () => {
                notifySuccess('Assessment deleted', `${title} was deleted.`);
                close();
              },
            })
          }
        >
          Delete <b>{title}</b> for good? It also leaves every package that holds it.
        </ConfirmModal>
      )}
      {dialog?.kind === 'add-to-package' && workspaceId && (
        <PickPackageModal workspaceId={workspaceId} assessmentId={dialog.assessment.id} title={title} onClose={close} />
      )}
    </>
  );

  return {
    actionsFor,
    open: (assessment: Assessment) => setDialog({ kind: 'details', assessment }),
    create: (categoryId: string | null = null) => setDialog({ kind: 'edit', assessment: null, categoryId }),
    dialogs,
  };
}
