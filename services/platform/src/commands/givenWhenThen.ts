import { isDeepStrictEqual } from 'node:util';
import type { Command, Decider, DomainEvent } from './decider.ts';

/**
 * An event as its JSON body stores it: a key whose value is undefined is not written, so it is dropped here
 * too (recursively); key order does not matter to the comparison either.
 */
const asStored = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(asStored);
  if (value === null || typeof value !== 'object') return value;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, asStored(field)]),
  );
};

/**
 * Decider specs read as the rule they pin:
 *   given([ParticipantAdded]).when(RemoveParticipant).then([ParticipantRemoved])
 *   given([]).when(RemoveParticipant).thenThrows('Could not find participant')
 */
export const deciderSpec = <C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>) => ({
  given: (history: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, history.reduce(decider.evolve, decider.initialState()));
      return {
        // biome-ignore lint/suspicious/noThenProperty: the spec reads given/when/then; nothing awaits this object
        then: (expected: E[]) => {
          const actual = run();
          if (!isDeepStrictEqual(asStored(actual), asStored(expected))) {
            throw new Error(
              `expected events\n${JSON.stringify(expected, null, 2)}\nbut the decider returned\n${JSON.stringify(actual, null, 2)}`,
            );
          }
        },
        thenThrows: (message: string | RegExp, status?: number) => {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          if (!(thrown instanceof Error)) throw new Error(`expected the decider to refuse with "${String(message)}" but it accepted`);
          const matches = typeof message === 'string' ? thrown.message === message : message.test(thrown.message);
          if (!matches) throw new Error(`expected "${String(message)}" but the decider said "${thrown.message}"`);
          const actualStatus = (thrown as { status?: number }).status;
          if (status !== undefined && actualStatus !== status) throw new Error(`expected status ${status} but got ${String(actualStatus)}`);
        },
      };
    },
  }),
});
