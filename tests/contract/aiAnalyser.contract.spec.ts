import { analyseComments, createLocalAnalyser, createOpenAiAnalyser, AnalysisFailed, createScrubber } from '@canopy/analytics';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeChatServer } from '../support/fakeChatCompletions.ts';
import { aiAnalyserContract } from './aiAnalyserContract.ts';

aiAnalyserContract('local', () => createLocalAnalyser());

let server: Awaited<ReturnType<typeof startFakeChatServer>>;
beforeAll(async () => {
  server = await startFakeChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.state.behaviour = 'in-shape';
  server.state.failFirst = 0;
  server.state.bodies.length = 0;
});

const openAi = (overrides: { retries?: number; timeoutMs?: number } = {}) =>
  createOpenAiAnalyser({
    baseURL: server.baseURL,
    apiKey: 'test-key',
    model: 'fake-model',
    timeoutMs: overrides.timeoutMs ?? 5_000,
    retries: overrides.retries ?? 2,
    backoffMs: 20,
  });

aiAnalyserContract('OpenAI-compatible, a server answering in shape', () => openAi());

describe('the OpenAI-compatible adapter when the server misbehaves', () => {
  const request = {
    question: 'What would you change?',
    language: 'en_US' as const,
    comments: [
      { text: 'The schedule is terrible', day: '2026-11-02' },
      { text: 'I love the schedule', day: '2026-11-03' },
    ],
  };

  it('fails clearly, naming the shape, when the model answers out of shape on every try', async () => {
    server.state.behaviour = 'out-of-shape';
    const failure = await openAi({ retries: 2 })
      .analyse(request)
      .catch((problem: unknown) => problem);
    expect(failure).toBeInstanceOf(AnalysisFailed);
    expect((failure as Error).message).toMatch(/^The model answered out of shape: the answer does not match the schema .*\(3 tries\)$/);
    expect(server.state.bodies).toHaveLength(3);
  });

  it('refuses an answer whose sentiments do not match the comments sent', async () => {
    server.state.behaviour = 'missing-sentiments';
    await expect(openAi({ retries: 0 }).analyse(request)).rejects.toThrow('the answer has 1 sentiments for 2 comments');
  });

  it('retries a failing server with backoff and answers once it recovers', async () => {
    server.state.failFirst = 2;
    const analysis = await openAi({ retries: 2 }).analyse(request);
    expect(server.state.bodies).toHaveLength(3);
    expect(analysis.sentiment).toEqual({ positive: 1, neutral: 0, negative: 1 });
  });

  it('fails with the server error once the tries are spent', async () => {
    server.state.behaviour = 'failing';
    await expect(openAi({ retries: 1 }).analyse(request)).rejects.toThrow(/^The model server failed: 500 .*\(2 tries\)$/);
  });

  it('gives up on a server slower than the timeout', async () => {
    server.state.behaviour = 'slow';
    server.state.slowMs = 1_500;
    const started = Date.now();
    await expect(openAi({ retries: 1, timeoutMs: 200 }).analyse(request)).rejects.toThrow(/The model server failed: .*timed out/i);
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it('sends the comments scrubbed of colleagues, e-mails and phones, and nothing about who wrote them', async () => {
    const people = [{ first_name: 'Priya', last_name: 'Raman', email: 'priya.raman@acme.test', payroll_id: 'PAY-9931' }];
    const secret = 'Ask Priya Raman (priya.raman@acme.test, +1 212 555 0187, PAY-9931) about the schedule';
    const comments = Array.from({ length: 3 }, (_, index) => ({
      assessment_id: 'a1',
      question_id: 'q1',
      participant_id: `participant-${index}`,
      language: 'en_US' as const,
      text: index === 0 ? secret : `The schedule is fine ${index}`,
      day: '2026-11-02',
    }));
    const results = await analyseComments({
      comments,
      groups: [],
      minimum: 3,
      fallbackLanguage: 'en_US',
      questionText: () => 'What would you change?',
      scrub: createScrubber(people),
      analyser: openAi(),
    });
    expect(results).toHaveLength(1);
    const sent = server.state.bodies.join('\n');
    for (const leaked of ['Priya', 'Raman', 'acme.test', '555', 'PAY-9931', 'participant-']) expect(sent).not.toContain(leaked);
    expect(sent).toContain('Ask [name] [name] ([email], [phone], [payroll id]) about the schedule');
  });
});
