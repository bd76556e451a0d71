import { useState } from 'react';
import { type Collaboration, COLLABORATORS_MAX } from '../flow/steps';
import { detailMessage } from '../i18n/serverMessages';
import { type Dictionary, format } from '../i18n/dictionary';
import { type Candidate, useCandidatePages } from './useCandidatePages';

type Stage = 'collaborators' | 'managers' | 'friendly';

type Props = {
  stage: Stage;
  /** the respondent token the people are fetched with */
  token: string;
  /** the names of everyone chosen so far, kept apart from the pages: a chosen person may be in none of those loaded */
  chosenPeople: ReadonlyMap<string, Candidate>;
  collaborators: readonly Collaboration[];
  friendly: readonly string[];
  t: Dictionary;
  busy: boolean;
  error: string | null;
  onToggle: (person: Candidate) => void;
  onNext: () => void;
  onBack: () => void;
};

const fullName = (person: Candidate) => `${person.first_name} ${person.last_name}`;

/** Steps 4 to 6 of a collaboration assessment: collaborators (1 to 10), which of them are managers, friendly collaborators. */
export function CollaboratorSteps({
  stage,
  token,
  chosenPeople,
  collaborators,
  friendly,
  t,
  busy,
  error,
  onToggle,
  onNext,
  onBack,
}: Props) {
  const [query, setQuery] = useState('');
  const [warning, setWarning] = useState(false);
  const pages = useCandidatePages(token, query);
  const title = stage === 'collaborators' ? t.collaboratorsTitle : stage === 'managers' ? t.managersTitle : t.friendlyTitle;
  const hint = stage === 'collaborators' ? t.collaboratorsHint : stage === 'managers' ? t.managersHint : t.friendlyHint;
  const named = (ids: readonly string[]) =>
    ids.map((id) => chosenPeople.get(id)).filter((person): person is Candidate => person !== undefined);
  const chosenList = stage === 'friendly' ? [...friendly] : collaborators.map((entry) => entry.collaborator_id);
  const chosenIds = new Set(chosenList);
  const onPage = new Set(pages.people.map((person) => person.id));
  // the chosen ones stay in sight (first) while the search or the loaded pages do not reach them
  const listed = stage === 'managers' ? named(chosenList) : [...named(chosenList.filter((id) => !onPage.has(id))), ...pages.people];
  const full = stage !== 'managers' && chosenIds.size >= COLLABORATORS_MAX;
  const last = stage === 'friendly';
  const onlyOne = pages.alone;
  const sentinelIndex = listed.length - pages.people.length + pages.sentinelIndex;

  const next = () => {
    if (stage === 'collaborators' && collaborators.length === 0) {
      setWarning(true);
      return;
    }
    setWarning(false);
    onNext();
  };

  return (
    <section className="r-card r-question" key={stage} aria-labelledby="collab-title">
      <h2 id="collab-title" className="r-title">
        {title}
      </h2>
      <p className="r-hint">{hint}</p>
      {pages.error && (
        <p className="r-error" role="alert">
          {detailMessage(pages.error, t)}
        </p>
      )}
      {onlyOne ? (
        <p className="r-lead" role="status">
          {t.onlyOneParticipant}
        </p>
      ) : (
        <>
          {stage !== 'managers' && (
            <>
              <div className="r-field">
                <label htmlFor="people-search">{t.searchPeople}</label>
                <input
                  id="people-search"
                  className="r-input"
                  type="search"
                  autoComplete="off"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
              </div>
              <p className="r-muted" aria-live="polite">
                {format(t.chosen, { count: chosenIds.size, max: COLLABORATORS_MAX })}
              </p>
            </>
          )}
          <ul className="r-people" aria-label={title} aria-busy={pages.loading}>
            {listed.map((person, index) => {
              if (stage === 'managers') {
                const isManager = collaborators.some(
                  (entry) => entry.collaborator_id === person.id && entry.collaboration_type === 'manager',
                );
                return (
                  <li key={person.id} className="r-person">
                    <span>{fullName(person)}</span>
                    {/* a toggle: pressed means manager; the person's name is read out with it, not shown twice */}
                    <button type="button" className="r-toggle" aria-pressed={isManager} onClick={() => onToggle(person)}>
                      {t.manager}
                      <span className="r-visually-hidden">: {fullName(person)}</span>
                    </button>
                  </li>
                );
              }
              const chosen = chosenIds.has(person.id);
              return (
                <li key={person.id} ref={index === sentinelIndex ? pages.sentinel : undefined}>
                  <button
                    type="button"
                    className="r-name"
                    aria-pressed={chosen}
                    disabled={!chosen && full}
                    onClick={() => {
                      setWarning(false);
                      onToggle(person);
                    }}
                  >
                    <span>{fullName(person)}</span>
                    {person.identifier !== '' && <span className="r-muted">{person.identifier}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          {!pages.loading && !pages.error && listed.length === 0 && stage !== 'managers' && <p className="r-muted">{t.noResults}</p>}
          {pages.loading && stage !== 'managers' && (
            <p className="r-muted" role="status">
              {t.loading}
            </p>
          )}
        </>
      )}
      {(warning || error) && (
        <p className="r-error" role="alert">
          {warning ? t.atLeastOneCollaborator : error}
        </p>
      )}
      <div className="r-actions">
        <button type="button" className="r-button r-secondary" onClick={onBack} disabled={busy}>
          {t.back}
        </button>
        <button type="button" className="r-button" onClick={next} disabled={busy || onlyOne}>
          {busy ? t.sending : last ? t.send : t.continue}
        </button>
      </div>
    </section>
  );
}
