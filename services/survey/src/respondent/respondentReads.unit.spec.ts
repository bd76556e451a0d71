import type { RecordedEvent } from '@canopy/contracts';
import type { PackageCore } from '@canopy/contracts/survey/api';
import { describe, expect, it } from 'vitest';
import { createRespondentReads } from './respondentReads.ts';

type Listener = (projection: string, events: readonly RecordedEvent[]) => void;
const event = (type: string) => ({ type }) as RecordedEvent;

/** a waiter whose projections commit when the spec says, and reads that count their queries */
const setup = (followed = true) => {
  const listeners: Listener[] = [];
  const waiter = followed
    ? {
        onApplied(listener: Listener) {
          listeners.push(listener);
          return () => listeners.splice(listeners.indexOf(listener), 1);
        },
      }
    : {};
  const queries = { pkg: 0, member: 0 };
  let name = 'Pulse';
  // a read held open until the spec lets it answer (what it found was read before the hold)
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  const reads = {
    pkg: async (id: string) => {
      queries.pkg += 1;
      const named = name;
      if (gate) {
        const held = gate;
        gate = null;
        await held;
      }
      return { id, name: named } as unknown as PackageCore;
    },
    member: async (workspaceId: string, participantId: string) => {
      queries.member += 1;
      return participantId === 'nobody' ? null : { id: participantId, workspaceId };
    },
  };
  const kept = createRespondentReads(waiter, reads, 50);
  const applied = (projection: string, ...types: string[]) => {
    for (const listener of [...listeners]) listener(projection, types.map(event));
  };
  return {
    kept,
    queries,
    applied,
    listeners,
    rename: (to: string) => {
      name = to;
    },
    holdNextRead: () => {
      gate = new Promise<void>((done) => {
        open = done;
      });
    },
    releaseRead: () => open(),
  };
};

describe('respondent reads kept in memory', () => {
  it('reads a package and a participant once, then from memory, a participant who is not there too', async () => {
    const { kept, queries } = setup();
    for (let n = 0; n < 3; n++) {
      expect(await kept.pkg('p1')).toMatchObject({ id: 'p1', name: 'Pulse' });
      expect(await kept.member('w1', 'ann')).toEqual({ id: 'ann', workspaceId: 'w1' });
      expect(await kept.member('w1', 'nobody')).toBeNull();
    }
    expect(queries).toEqual({ pkg: 1, member: 2 });
  });

  it('drops packages when the packages or library projection commits a change, not when it marks an answer', async () => {
    const { kept, queries, applied, rename } = setup();
    await kept.pkg('p1');
    applied('survey_library', 'AssessmentResponseSubmitted');
    applied('survey_packages');
    applied('analytics_answers', 'PackageUpdated');
    await kept.pkg('p1');
    expect(queries.pkg).toBe(1);
    rename('Pulse 2');
    applied('survey_packages', 'PackageUpdated');
    expect(await kept.pkg('p1')).toMatchObject({ name: 'Pulse 2' });
    applied('survey_library', 'AssessmentRevised', 'AssessmentResponseSubmitted');
    await kept.pkg('p1');
    expect(queries.pkg).toBe(3);
  });

  it('drops participants when the roster projection commits, and a participant added later is then found', async () => {
    const { kept, queries, applied } = setup();
    await kept.member('w1', 'ann');
    applied('survey_packages', 'PackageUpdated');
    await kept.member('w1', 'ann');
    expect(queries.member).toBe(1);
    applied('participants', 'ParticipantsDeleted');
    await kept.member('w1', 'ann');
    expect(queries.member).toBe(2);
  });

  it('does not keep what a read begun before a drop found', async () => {
    const { kept, queries, applied, holdNextRead, releaseRead, rename } = setup();
    holdNextRead();
    const pending = kept.pkg('p1');
    await Promise.resolve();
    rename('Renamed meanwhile');
    applied('survey_packages', 'PackageUpdated');
    releaseRead();
    expect(await pending).toMatchObject({ name: 'Pulse' });
    expect(await kept.pkg('p1')).toMatchObject({ name: 'Renamed meanwhile' });
    expect(queries.pkg).toBe(2);
  });

  it('keeps rows briefly when the projections run elsewhere, and stops listening when stopped', async () => {
    const away = setup(false);
    expect(away.kept.followed).toBe(false);
    await away.kept.pkg('p1');
    await away.kept.pkg('p1');
    expect(away.queries.pkg).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await away.kept.pkg('p1');
    expect(away.queries.pkg).toBe(2);
    const here = setup();
    expect(here.listeners).toHaveLength(1);
    here.kept.stop();
    expect(here.listeners).toHaveLength(0);
  });
});
