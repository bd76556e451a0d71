import { allEventContracts, contextEvents } from '@canopy/contracts/registry';
import { describe, expect, it } from 'vitest';
import { serviceModules } from './modules.ts';

describe('the event registry', () => {
  it('lists exactly the events the mounted contexts write, each once, by its context', () => {
    const mounted = serviceModules.flatMap((module) => module.contracts.map((contract) => contract.type));
    expect([...allEventContracts.map((contract) => contract.type)].sort()).toEqual([...mounted].sort());
    expect(new Set(mounted).size).toBe(mounted.length);
    for (const module of serviceModules) {
      const registered = (contextEvents as Record<string, readonly { type: string }[]>)[module.name] ?? [];
      expect(registered.map((contract) => contract.type).sort()).toEqual(module.contracts.map((contract) => contract.type).sort());
    }
  });
});
