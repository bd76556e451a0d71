import { describe, expect, it } from 'vitest';
import { DomainError, type Decider } from './decider.ts';
import { deciderSpec } from './givenWhenThen.ts';

type Open = { type: 'OpenAccount'; data: { id: string } };
type Opened = { type: 'AccountOpened'; data: { id: string } };
const account: Decider<Open, Opened, { open: boolean }> = {
  initialState: () => ({ open: false }),
  decide: (command, state) => {
    if (state.open) throw new DomainError('Account already open', 409);
    return [{ type: 'AccountOpened', data: { id: command.data.id } }];
  },
  evolve: () => ({ open: true }),
};
const spec = deciderSpec(account);

type Rename = { type: 'RenameAccount'; data: { id: string; name?: string } };
type Renamed = { type: 'AccountRenamed'; data: { id: string; name?: string | undefined; by: string } };
// writes its event's keys in its own order, and an absent name as an undefined value (as a spread of optional fields does)
const renaming: Decider<Rename, Renamed, null> = {
  initialState: () => null,
  decide: (command) => [{ type: 'AccountRenamed', data: { by: 'ada', name: command.data.name, id: command.data.id } }],
  evolve: (state) => state,
};

describe('given/when/then', () => {
  it('passes when the decider emits the expected events', () => {
    spec
      .given([])
      .when({ type: 'OpenAccount', data: { id: 'a' } })
      .then([{ type: 'AccountOpened', data: { id: 'a' } }]);
  });
  it('fails when the events differ', () => {
    expect(() =>
      spec
        .given([])
        .when({ type: 'OpenAccount', data: { id: 'a' } })
        .then([{ type: 'AccountOpened', data: { id: 'b' } }]),
    ).toThrow(/expected events/);
  });
  it('compares events as stored: key order does not matter', () => {
    deciderSpec(renaming)
      .given([])
      .when({ type: 'RenameAccount', data: { id: 'a', name: 'Savings' } })
      .then([{ type: 'AccountRenamed', data: { id: 'a', name: 'Savings', by: 'ada' } }]);
  });
  it('compares events as stored: a key holding undefined equals the key left out', () => {
    deciderSpec(renaming)
      .given([])
      .when({ type: 'RenameAccount', data: { id: 'a' } })
      .then([{ type: 'AccountRenamed', data: { id: 'a', by: 'ada' } }]);
  });
  it('still tells a missing value from a present one', () => {
    const renamed = deciderSpec(renaming)
      .given([])
      .when({ type: 'RenameAccount', data: { id: 'a' } });
    expect(() => renamed.then([{ type: 'AccountRenamed', data: { id: 'a', name: 'Savings', by: 'ada' } }])).toThrow(/expected events/);
    expect(() =>
      renamed.then([
        { type: 'AccountRenamed', data: { id: 'a', by: 'ada' } },
        { type: 'AccountRenamed', data: { id: 'a', by: 'ada' } },
      ]),
    ).toThrow(/expected events/);
  });
  it('pins refusals by message and status', () => {
    const opened = [{ type: 'AccountOpened' as const, data: { id: 'a' } }];
    spec
      .given(opened)
      .when({ type: 'OpenAccount', data: { id: 'a' } })
      .thenThrows('Account already open', 409);
    expect(() =>
      spec
        .given(opened)
        .when({ type: 'OpenAccount', data: { id: 'a' } })
        .thenThrows('Account already open', 400),
    ).toThrow(/status 400/);
    expect(() =>
      spec
        .given([])
        .when({ type: 'OpenAccount', data: { id: 'a' } })
        .thenThrows('Account already open'),
    ).toThrow(/accepted/);
  });
});
