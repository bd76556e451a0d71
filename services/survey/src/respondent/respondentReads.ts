import type { RecordedEvent } from '@canopy/contracts';
import type { PackageCore } from '@canopy/contracts/survey/api';
import type { ProjectionWaiter } from '@canopy/platform/projections/waiter';

// What every respondent request reads before it can answer: the package (with its assessments and questions) and
// the participant the token names. Read from the read models once and kept in memory, each kept row dropped when
// the projection it came from commits a batch that may change it (docs/decisions/0149), so a submission costs no
// query for them. When the projections run in another process (no `onApplied`), rows are kept `fallbackMs` only.

/** without the projections in this process: as long as a link row is kept (linkAccess.ts) */
export const RESPONDENT_READS_FALLBACK_MS = 1_000;
const MAX_ENTRIES = 20_000;

/** the projections whose rows a package core is built from, and the events of theirs that cannot change one */
const PACKAGE_SOURCES = new Set(['survey_packages', 'survey_library']);
// an answer marks its assessment answered in the library; no respondent answer reads that mark (ADR 0148)
const IGNORED_BY_PACKAGES = new Set(['AssessmentResponseSubmitted', 'AssessmentAnswered', 'AnonymousTextAnswered']);
const ROSTER_SOURCE = 'participants';

type Entry<T> = { value: T; until: number };

/** one memory of rows read through `read`, by key; a read begun before a drop does not put back what it found */
const createKept = <T>(keepMs: number) => {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;
  return {
    async get(key: string, read: () => Promise<T>): Promise<T> {
      const now = performance.now(); // an entry's age, on the monotonic clock
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value;
      const began = generation;
      const value = await read();
      if (began === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, { value, until: now + keepMs });
      }
      return value;
    },
    drop() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
};

/** whether a batch the projection committed may change what is kept from it */
export const changesPackages = (projection: string, events: readonly RecordedEvent[]) =>
  PACKAGE_SOURCES.has(projection) && events.some((event) => !IGNORED_BY_PACKAGES.has(event.type));
export const changesRoster = (projection: string, events: readonly RecordedEvent[]) => projection === ROSTER_SOURCE && events.length > 0;

export type RespondentReads<Member> = ReturnType<typeof createRespondentReads<Member>>;

export const createRespondentReads = <Member>(
  waiter: Pick<ProjectionWaiter, 'onApplied'>,
  reads: {
    pkg: (packageId: string) => Promise<PackageCore | null>;
    member: (workspaceId: string, participantId: string) => Promise<Member | null>;
  },
  fallbackMs = RESPONDENT_READS_FALLBACK_MS,
) => {
  const followed = waiter.onApplied !== undefined;
  const keepMs = followed ? Number.POSITIVE_INFINITY : fallbackMs;
  const packages = createKept<PackageCore | null>(keepMs);
  const members = createKept<Member | null>(keepMs);
  const stop = waiter.onApplied?.((projection, events) => {
    if (changesPackages(projection, events)) packages.drop();
    if (changesRoster(projection, events)) members.drop();
  });
  return {
    /** whether rows are kept until a projection changes them (false: for `fallbackMs`) */
    followed,
    pkg: (packageId: string) => packages.get(packageId, () => reads.pkg(packageId)),
    member: (workspaceId: string, participantId: string) =>
      members.get(`${workspaceId}/${participantId}`, () => reads.member(workspaceId, participantId)),
    stop: () => stop?.(),
    sizes: () => ({ packages: packages.size, members: members.size }),
  };
};
