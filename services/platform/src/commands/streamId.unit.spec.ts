import { describe, expect, it } from 'vitest';
import { streamIdOf } from './streamId.ts';

describe('stream ids', () => {
  it('are the kind and the keys joined by dashes', () => {
    expect(streamIdOf('team')('0190a1b2')).toBe('team-0190a1b2');
    expect(streamIdOf<[string, string, string]>('response')('p', 'q', 'c')).toBe('response-p-q-c');
    expect(streamIdOf('analytics-settings')('w1')).toBe('analytics-settings-w1');
  });

  it('refuse a kind that is not kebab-case, and an empty key', () => {
    expect(() => streamIdOf('Team')).toThrow('kebab-case');
    expect(() => streamIdOf('team_member')).toThrow('kebab-case');
    expect(() => streamIdOf('team')('')).toThrow('needs every key');
  });
});
