import type { Command, Decider, DomainEvent } from './decider.ts';

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
        then: (expected: E[]) => {
          const actual = run();
          const same = JSON.stringify(actual) === JSON.stringify(expected);
          if (!same) throw new Error(`expected events\n${JSON.stringify(expected, null, 2)}\nbut the decider returned\n${JSON.stringify(actual, null, 2)}`);
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
