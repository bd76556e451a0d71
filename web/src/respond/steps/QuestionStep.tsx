import type { LanguageTag } from '@canopy/contracts/survey/api';
import type { RespondentQuestion } from '@canopy/contracts/survey/respondent';
import type { z } from 'zod';
import { type Answer, isScale, PASS_TEXT, PASS_VALUE, TEXT_MAX } from '../flow/steps';
import { type Dictionary, format, localised } from '../i18n/dictionary';

type Question = z.infer<typeof RespondentQuestion>;
type Props = {
  question: Question;
  answer: Answer | undefined;
  counter: { index: number; total: number; collaboratorsNext: boolean };
  language: LanguageTag;
  t: Dictionary;
  canNext: boolean;
  busy: boolean;
  error: string | null;
  onAnswer: (answer: Answer) => void;
  /** a scale choice moves on by itself after the animation */
  onChosen: () => void;
  onNext: () => void;
  onBack: () => void;
};

/** the choices of a scale question, Pass (0) last */
const scaleChoices = (type: Question['answer_type'], t: Dictionary): Array<{ value: number; label: string }> => {
  if (type === 'one_to_ten') {
    return [
      ...Array.from({ length: 10 }, (_, index) => ({ value: index + 1, label: String(index + 1) })),
      { value: PASS_VALUE, label: t.pass },
    ];
  }
  // the value sent is the position chosen, 1 = 'Strongly disagree', reversed or not: scoring a reversed question
  // (5 to 1) is the readers' job (contracts/src/survey/scoring.ts)
  const five = t.scaleFive.map((label, index) => ({ value: index + 1, label }));
  return [...five, { value: PASS_VALUE, label: t.pass }];
};

/** Steps 4 to (question count + 3): one question, its step counter, Back and Next. */
export function QuestionStep({ question, answer, counter, language, t, canNext, busy, error, onAnswer, onChosen, onNext, onBack }: Props) {
  const body = localised(question.body, language);
  const type = question.answer_type;
  const titleId = `question-${question.id}`;

  return (
    <section className="r-card r-question" key={question.id} aria-labelledby={titleId}>
      <p className="r-counter" aria-live="polite">
        {format(t.stepCounter, { index: counter.index, total: counter.total })}
      </p>
      {/* dir="auto": a question only written in English reads left to right inside a Hebrew page */}
      <h2 id={titleId} className="r-title" dir="auto">
        {body}
      </h2>
      {isScale(type) ? (
        <div className={type === 'one_to_ten' ? 'r-scale r-scale-ten' : 'r-scale'} role="radiogroup" aria-labelledby={titleId}>
          {type === 'one_to_ten' && (
            <p className="r-scale-ends r-muted" aria-hidden="true">
              {/* the question's own end labels where its author wrote them, else the usual ones */}
              <span dir="auto">1 · {localised(question.scale_start_label, language) || t.scaleTenStart}</span>
              <span dir="auto">10 · {localised(question.scale_end_label, language) || t.scaleTenEnd}</span>
            </p>
          )}
          {scaleChoices(type, t).map((choice) => {
            const checked = answer?.answer_value === choice.value;
            return (
              // buttons, not radio inputs: choosing moves on to the next question, and arrow keys on radio inputs
              // would choose (and move on) while the person only browses the scale
              // biome-ignore lint/a11y/useSemanticElements: see above
              <button
                key={choice.value}
                type="button"
                role="radio"
                aria-checked={checked}
                className={choice.value === PASS_VALUE ? 'r-choice r-pass' : 'r-choice'}
                disabled={busy}
                onClick={() => {
                  onAnswer({ question_id: question.id, answer_type: type, answer_value: choice.value, answer_body: '' });
                  onChosen();
                }}
              >
                {choice.label}
              </button>
            );
          })}
        </div>
      ) : (
        <div className="r-field">
          <textarea
            className="r-input r-text"
            aria-labelledby={titleId}
            aria-describedby={`${titleId}-count`}
            maxLength={TEXT_MAX}
            rows={5}
            placeholder={t.textPlaceholder}
            value={answer?.answer_body ?? ''}
            onChange={(event) =>
              onAnswer({ question_id: question.id, answer_type: type, answer_value: null, answer_body: event.target.value })
            }
          />
          <p className="r-muted r-count" id={`${titleId}-count`}>
            {format(t.characters, { count: answer?.answer_body.length ?? 0, max: TEXT_MAX })}
            {type === 'text_anonymous' && ` · ${t.anonymousNote}`}
          </p>
        </div>
      )}
      {error && (
        <p className="r-error" role="alert">
          {error}
        </p>
      )}
      <div className="r-actions">
        <button type="button" className="r-button r-secondary" onClick={onBack} disabled={busy}>
          {t.back}
        </button>
        {!isScale(type) && (
          <button
            type="button"
            className="r-button r-secondary"
            disabled={busy}
            onClick={() => {
              onAnswer({ question_id: question.id, answer_type: type, answer_value: null, answer_body: PASS_TEXT });
              onNext();
            }}
          >
            {t.pass}
          </button>
        )}
        <button type="button" className="r-button" onClick={onNext} disabled={!canNext || busy}>
          {busy ? t.sending : counter.index === counter.total && !counter.collaboratorsNext ? t.send : t.next}
        </button>
      </div>
    </section>
  );
}
