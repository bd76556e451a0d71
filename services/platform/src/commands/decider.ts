/** An event as deciders see it: a type and its data, without the envelope. */
export type DomainEvent<Type extends string = string, Data extends Record<string, unknown> = Record<string, unknown>> = {
  type: Type;
  data: Data;
};

export type Command<Type extends string = string, Data = unknown> = { type: Type; data: Data };

/** Pure decision logic of one aggregate: no I/O, no clock, no randomness (they come in the command). */
export type Decider<C extends Command, E extends DomainEvent, S> = {
  initialState: () => S;
  decide: (command: C, state: S) => E[];
  evolve: (state: S, event: E) => S;
};

/** A rule a command broke; the gateway answers it with `{ detail: message }` and `status`. */
export class DomainError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = 'DomainError';
    this.status = status;
  }
}
