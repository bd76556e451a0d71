import type { RecordedEvent } from '@canopy/contracts';
import type { EventLog } from '@canopy/platform/commands/eventLog';
import { WrongExpectedRevisionError } from '@canopy/platform/eventStore/eventStore';
import { describe, expect, it } from 'vitest';
import { createResponseLoader } from './responseLoader.ts';

const submittedEvent = (assessment_id: string) =>
  ({ type: 'AssessmentResponseSubmitted', data: { assessment_id, submitted_at: 'at', cycle_id: 'c1' } }) as unknown as RecordedEvent;

/** a log holding one stream with one submission, counting its reads */
const setup = () => {
  let reads = 0;
  const log = {
    readStream: async () => {
      reads += 1;
      return { events: [submittedEvent('a1')], revision: 0 };
    },
  } as unknown as EventLog;
  return { responses: createResponseLoader(log), reads: () => reads };
};

describe('the response loader', () => {
  it('expects a stream it has not seen not to exist, without reading it', async () => {
    const { responses, reads } = setup();
    const loaded = await responses.loader.load('response-s', []);
    expect(loaded).toEqual({ state: { submitted: new Map() }, revision: 'no_stream' });
    expect(reads()).toBe(0);
  });

  it('reads the stream after a conflict proved the guess wrong, once', async () => {
    const { responses, reads } = setup();
    await responses.loader.catchUp!(new WrongExpectedRevisionError('response-s', 'no_stream', 0));
    const loaded = await responses.loader.load('response-s', []);
    expect(loaded.revision).toBe(0);
    expect([...loaded.state.submitted.keys()]).toEqual(['a1']);
    expect(reads()).toBe(1);
    expect((await responses.loader.load('response-s', [])).revision).toBe('no_stream');
  });

  it('starts from what a read of the list found or an accepted submission left, ignoring anonymous texts', async () => {
    const { responses, reads } = setup();
    responses.read('response-s', [submittedEvent('a1'), { type: 'AnonymousTextAnswered', data: {} } as RecordedEvent], 1);
    const loaded = await responses.loader.load('response-s', []);
    expect(loaded.revision).toBe(1);
    expect([...loaded.state.submitted.keys()]).toEqual(['a1']);
    const state = { submitted: new Map([['a2', { submitted_at: 'later', cycle_id: 'c1' }]]) };
    responses.appended('response-s', state, 3);
    expect(await responses.loader.load('response-s', [])).toEqual({ state, revision: 3 });
    expect(reads()).toBe(0);
  });
});
