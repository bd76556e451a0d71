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

describe('given/when/then', () => {
  it('passes when the decider emits the expected events', () => {
    spec.given([]).when({ type: 'OpenAccount', data: { id: 'a' } }).then([{ type: 'AccountOpened', data: { id: 'a' } }]);
  });
  it('fails when the events differ', () => {
    expect(() => spec.given([]).when({ type: 'OpenAccount', data: { id: 'a' } }).then([{ type: 'AccountOpened', data: { id: 'b' } }])).toThrow(/expected events/);
  });
  it('pins refusals by message and status', () => {
    const opened = [{ type: 'AccountOpened' as const, data: { id: 'a' } }];
    spec.given(opened).when({ type: 'OpenAccount', data: { id: 'a' } }).thenThrows('Account already open', 409);
    expect(() => spec.given(opened).when({ type: 'OpenAccount', data: { id: 'a' } }).thenThrows('Account already open', 400)).toThrow(/status 400/);
    expect(() => spec.given([]).when({ type: 'OpenAccount', data: { id: 'a' } }).thenThrows('Account already open')).toThrow(/accepted/);
  });
});
