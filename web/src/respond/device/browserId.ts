import { createStore, get, set, type UseStore } from 'idb-keyval';

// The browser id sent with answers: a random UUID made once per browser and kept in IndexedDB, so answers
// from one browser can be told apart from answers from many without knowing anything about the person.
// Where IndexedDB is unavailable (private windows of some browsers), the id lives as long as the page.

const KEY = 'browser_id';
let store: UseStore | null = null;
let memory: string | null = null;

const newId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : // randomUUID needs a secure context; a plain-http address still gets a version 4 UUID
      '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16),
      );

export const browserId = async (): Promise<string> => {
  if (memory) return memory;
  try {
    store ??= createStore('canopy-respondent', 'device');
    const known = await get<string>(KEY, store);
    if (typeof known === 'string' && known !== '') {
      memory = known;
      return known;
    }
    const made = newId();
    await set(KEY, made, store);
    memory = made;
    return made;
  } catch {
    memory = newId();
    return memory;
  }
};
