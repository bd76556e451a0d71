import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForIdleTurn } from './drawQueue';

// Node has no DOM: a card is its place on the page, compared the way compareDocumentPosition does
const FOLLOWING = 4;
const card = (top: number) =>
  ({ top, compareDocumentPosition: (other: { top: number }) => (other.top > top ? FOLLOWING : 2) }) as unknown as Element;

describe('the draw queue of charts out of view', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('Node', { DOCUMENT_POSITION_FOLLOWING: FOLLOWING });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives one chart a turn per idle period, the highest on the page first', () => {
    const drawn: number[] = [];
    for (const top of [900, 300, 600]) waitForIdleTurn(card(top), () => drawn.push(top));
    expect(drawn).toEqual([]);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(drawn).toEqual([300]);
    vi.runAllTimers();
    expect(drawn).toEqual([300, 600, 900]);
  });

  it('skips a chart that left the queue (drawn already, or gone from the page)', () => {
    const drawn: number[] = [];
    const leave = waitForIdleTurn(card(100), () => drawn.push(100));
    waitForIdleTurn(card(200), () => drawn.push(200));
    leave();
    vi.runAllTimers();
    expect(drawn).toEqual([200]);
  });
});
