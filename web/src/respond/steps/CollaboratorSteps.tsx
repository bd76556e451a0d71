import type { CollaboratorCandidates } from '@canopy/contracts/survey/respondent';
import { useState } from 'react';
import { type Collaboration, COLLABORATORS_MAX } from '../flow/steps';
import { type Dictionary, format } from '../i18n/dictionary';

type Candidate = CollaboratorCandidates['participants'][number];
type Stage = 'collaborators' | 'managers' | 'friendly';

type Props = {
  stage: Stage;
  candidates: readonly Candidate[] | null;
  loadError: string | null;
  collaborators: readonly Collaboration[];
  friendly: readonly string[];
  t: Dictionary;
  busy: boolean;
  error: string | null;
  onToggle: (id: string) => void;
  onNext: () => void;
  onBack: () => void;
};

const fullName = (person: Candidate) => `${person.first_name} ${person.last_name}`;

/** Steps 4 to 6 of a collaboration assessment: collaborators (1 to 10), which of them are managers, friendly collaborators. */
export function CollaboratorSteps({
  stage,
  candidates,
  loadError,
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
  const title = stage === 'collaborators' ? t.collaboratorsTitle : stage === 'managers' ? t.managersTitle : t.friendlyTitle;
  const hint = stage === 'collaborators' ? t.collaboratorsHint : stage === 'managers' ? t.managersHint : t.friendlyHint;
  const byId = new Map((candidates ?? []).map((person) => [person.id, person]));
  const needle = query.trim().toLowerCase();
  const listed =
    stage === 'managers'
      ? collaborators.map((entry) => byId.get(entry.collaborator_id)).filter((person): person is Candidate => person !== undefined)
      : (candidates ?? []).filter((person) => needle === '' || fullName(person).toLowerCase().includes(needle));
  const chosenIds = stage === 'friendly' ? new Set(friendly) : new Set(collaborators.map((entry) => entry.collaborator_id));
  const full = stage !== 'managers' && chosenIds.size >= COLLABORATORS_MAX;
  const last = stage === 'friendly';
  const onlyOne = candidates !== null && candidates.length === 0;

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
      {loadError && (
        <p className="r-error" role="alert">
          {loadError}
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
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
              </div>
              <p className="r-muted" aria-live="polite">
                {format(t.chosen, { count: chosenIds.size, max: COLLABORATORS_MAX })}
              </p>
            </>
          )}
          <ul className="r-people" aria-label={title} aria-busy={candidates === null}>
            {listed.map((person) => {
              if (stage === 'managers') {
                const isManager = collaborators.some(
                  (entry) => entry.collaborator_id === person.id && entry.collaboration_type === 'manager',
                );
                return (
                  <li key={person.id} className="r-person">
                    <span>{fullName(person)}</span>
                    {/* a toggle: pressed means manager; the person's name is read out with it, not shown twice */}
                    <button type="button" className="r-toggle" aria-pressed={isManager} onClick={() => onToggle(person.id)}>
                      {t.manager}
                      <span className="r-visually-hidden">: {fullName(person)}</span>
                    </button>
                  </li>
                );
              }
              const chosen = chosenIds.has(person.id);
              return (
                <li key={person.id}>
                  <button
                    type="button"
                    className="r-name"
                    aria-pressed={chosen}
                    disabled={!chosen && full}
                    onClick={() => {
                      setWarning(false);
                      onToggle(person.id);
                    }}
                  >
                    <span>{fullName(person)}</span>
                    {person.identifier !== '' && <span className="r-muted">{person.identifier}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          {candidates !== null && listed.length === 0 && stage !== 'managers' && <p className="r-muted">{t.noResults}</p>}
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
        <button type="button" className="r-button" onClick={next} disabled={busy || onlyOne || candidates === null}>
          {busy ? t.sending : last ? t.send : t.continue}
        </button>
      </div>
    </section>
  );
}
