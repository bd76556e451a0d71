import type { LinkType, ParticipantByLink } from '@canopy/contracts/survey/respondent';
import { NAME_SEARCH_MIN } from '@canopy/contracts/survey/respondent';
import { useEffect, useState } from 'react';
import { fetchGroups, fetchParticipants } from '../api';
import { detailMessage } from '../i18n/serverMessages';
import { type Dictionary, format } from '../i18n/dictionary';
import { LOAD_AHEAD, useSearchPages } from './useSearchPages';

type Props = {
  link: string;
  linkType: LinkType;
  withGroupFilter: boolean;
  t: Dictionary;
  onPick: (participant: ParticipantByLink) => void;
};

/** Step 1: the workspace's names (names only), searched from 2 characters, optionally filtered by group classification. */
export function NamePick({ link, linkType, withGroupFilter, t, onPick }: Props) {
  const [typed, setTyped] = useState('');
  const [group, setGroup] = useState('');
  // the filter's values come from the server: the names loaded so far are one page of the workspace
  const [groups, setGroups] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!withGroupFilter) return;
    let live = true;
    fetchGroups(link)
      .then((answer) => {
        if (live) setGroups(answer.groups);
      })
      .catch(() => {
        // without the values there is no filter; the names still list and search
      });
    return () => {
      live = false;
    };
  }, [link, withGroupFilter]);
  const { people, total, loading, error, sentinel } = useSearchPages<ParticipantByLink>(
    typed,
    NAME_SEARCH_MIN,
    // a group chosen is searched and paged on the server like a name
    `${link}/${linkType}/${group}`,
    (search, offset, signal) =>
      fetchParticipants(link, linkType, search, offset, group, signal).then((page) => ({
        items: page,
        total: page[0]?.all_count ?? (offset === 0 ? 0 : null),
      })),
  );

  const sentinelIndex = Math.max(0, people.length - LOAD_AHEAD);

  return (
    <section className="r-card" aria-labelledby="name-pick-title">
      <h2 id="name-pick-title" className="r-title">
        {t.pickName}
      </h2>
      <p className="r-hint" id="name-pick-hint">
        {t.pickNameHint}
      </p>
      <div className="r-field">
        <label htmlFor="name-search">{t.searchName}</label>
        <input
          id="name-search"
          className="r-input"
          type="search"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby="name-pick-hint"
        />
      </div>
      {withGroupFilter && groups.length > 0 && (
        <div className="r-field">
          <label htmlFor="group-filter">{t.groupFilter}</label>
          <select id="group-filter" className="r-input" value={group} onChange={(event) => setGroup(event.target.value)}>
            <option value="">{t.allGroups}</option>
            {groups.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p className="r-error" role="alert">
          {detailMessage(error, t)}
        </p>
      )}
      <ul className="r-names" aria-label={t.pickName} aria-busy={loading}>
        {people.map((person, index) => (
          <li key={person.id} ref={index === sentinelIndex ? sentinel : undefined}>
            <button type="button" className="r-name" onClick={() => onPick(person)}>
              <span>
                {person.first_name} {person.last_name}
              </span>
              {person.identifier !== '' && <span className="r-muted">{person.identifier}</span>}
            </button>
          </li>
        ))}
      </ul>
      {!loading && !error && people.length === 0 && <p className="r-muted">{t.noResults}</p>}
      {loading && (
        <p className="r-muted" role="status">
          {t.loading}
        </p>
      )}
      {people.length > 0 && people.length < total && (
        <p className="r-muted">{format('{count} / {max}', { count: people.length, max: total })}</p>
      )}
    </section>
  );
}
