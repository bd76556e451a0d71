import type { LanguageTag } from '@canopy/contracts/survey/api';
import type { RespondentAssessment } from '@canopy/contracts/survey/respondent';
import { useEffect, useRef } from 'react';
import { type Dictionary, format, localised } from '../i18n/dictionary';

type Props = {
  assessments: readonly RespondentAssessment[];
  language: LanguageTag;
  t: Dictionary;
  /** the package's answers are seen with the respondent's name: the notice says so instead of promising confidentiality */
  attributed: boolean;
  noticeConfirmed: boolean;
  error: string | null;
  onConfirmNotice: () => void;
  onStart: (assessment: RespondentAssessment) => void;
};

/** The confidentiality notice: a modal dialog over the list until the person confirms it. */
function ConfidentialityNotice({ t, attributed, onConfirm }: { t: Dictionary; attributed: boolean; onConfirm: () => void }) {
  const dialog = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="r-dialog"
      aria-labelledby="notice-title"
      aria-describedby="notice-body"
      // Escape would close the dialog without the confirmation the list waits for
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="notice-title" className="r-title">
        {attributed ? t.noticeTitleAttributed : t.noticeTitle}
      </h2>
      <p id="notice-body">{attributed ? t.noticeBodyAttributed : t.noticeBody}</p>
      <div className="r-actions">
        <button type="button" className="r-button" onClick={onConfirm}>
          {t.noticeConfirm}
        </button>
      </div>
    </dialog>
  );
}

/** Step 3: what is left to answer; a finished assessment has left the list. */
export function AssessmentList({ assessments, language, t, attributed, noticeConfirmed, error, onConfirmNotice, onStart }: Props) {
  return (
    <section className="r-card" aria-labelledby="assessments-title">
      {!noticeConfirmed && <ConfidentialityNotice t={t} attributed={attributed} onConfirm={onConfirmNotice} />}
      <h2 id="assessments-title" className="r-title">
        {t.assessmentsTitle}
      </h2>
      {error && (
        <p className="r-error" role="alert">
          {error}
        </p>
      )}
      {assessments.length === 0 ? (
        <p className="r-lead" data-testid="all-answered">
          {t.allAnswered}
        </p>
      ) : (
        <>
          <p className="r-hint">{t.assessmentsHint}</p>
          <ul className="r-assessments">
            {assessments.map((assessment) => {
              const name = localised(assessment.name, language);
              return (
                <li
                  key={assessment.id}
                  className="r-assessment"
                  data-testid="respondent-assessment"
                  data-assessment-name={localised(assessment.name, 'en_US')}
                >
                  <div>
                    <h3 dir="auto">{name}</h3>
                    {assessment.type !== 'linked_survey' && (
                      <p className="r-muted">{format(t.questions, { count: assessment.number_of_questions })}</p>
                    )}
                  </div>
                  <button type="button" className="r-button" onClick={() => onStart(assessment)} aria-label={`${t.start}: ${name}`}>
                    {t.start}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
