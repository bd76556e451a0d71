import { describe, expect, it } from 'vitest';
import { chooseWorkspaceId } from './selection';

describe('choosing the current workspace', () => {
  it('takes the stored workspace when the consultant may use it', () => {
    expect(chooseWorkspaceId({ allowedIds: ['a', 'b', 'c'], existingIds: ['a', 'b', 'c'], storedId: 'b' })).toBe('b');
  });

  it('falls back to the first allowed workspace when none is stored', () => {
    expect(chooseWorkspaceId({ allowedIds: ['a', 'b'], existingIds: ['b', 'a'], storedId: null })).toBe('a');
  });

  it('ignores a stored workspace the consultant is not assigned to', () => {
    expect(chooseWorkspaceId({ allowedIds: ['a', 'b'], existingIds: ['a', 'b', 'x'], storedId: 'x' })).toBe('a');
  });

  it('passes over workspaces that no longer exist once the list is known', () => {
    expect(chooseWorkspaceId({ allowedIds: ['gone', 'b'], existingIds: ['b'], storedId: 'gone' })).toBe('b');
  });

  it('decides from the ids alone while the list is loading', () => {
    expect(chooseWorkspaceId({ allowedIds: ['a', 'b'], existingIds: null, storedId: 'b' })).toBe('b');
  });

  it('has nothing to choose without an allowed workspace', () => {
    expect(chooseWorkspaceId({ allowedIds: [], existingIds: ['a'], storedId: 'a' })).toBeNull();
    expect(chooseWorkspaceId({ allowedIds: ['a'], existingIds: [], storedId: null })).toBeNull();
  });
});
