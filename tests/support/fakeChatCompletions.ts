import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local server speaking the OpenAI chat completions API (POST /v1/chat/completions), for the AI analyser's
// contract suite: it answers in shape (themes from words repeated across the comments, sentiment from a few words),
// out of shape, slowly, or with server errors, and keeps every request body it was sent.

export type ChatBehaviour = 'in-shape' | 'out-of-shape' | 'missing-sentiments' | 'slow' | 'failing';
type Comment = { n: number; text: string };

const POSITIVE = /\b(love|great|excellent|helpful|encanta|excelente|formidable)\b/i;
const NEGATIVE = /\b(terrible|awful|bad|horrible|slow)\b/i;

const inShape = (system: string, user: string) => {
  const { comments } = JSON.parse(user) as { comments: Comment[] };
  const byWord = new Map<string, Set<number>>();
  for (const comment of comments)
    for (const word of comment.text.toLowerCase().match(/\p{L}{5,}/gu) ?? [])
      byWord.set(word, (byWord.get(word) ?? new Set()).add(comment.n));
  const themes = [...byWord]
    .filter(([, set]) => set.size >= 2)
    .sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([phrase, set]) => ({ phrase, comments: [...set] }));
  const withSentiment = !system.includes('sentiments: null');
  return {
    summary: `The comments talk about ${themes.map((theme) => theme.phrase).join(', ') || 'various things'}.`,
    themes,
    sentiments: withSentiment
      ? comments.map((comment) => (POSITIVE.test(comment.text) ? 'positive' : NEGATIVE.test(comment.text) ? 'negative' : 'neutral'))
      : null,
    quotes: comments.slice(0, 2).map((comment) => comment.n),
  };
};

export const startFakeChatServer = async () => {
  const state = {
    behaviour: 'in-shape' as ChatBehaviour,
    /** the next this-many requests fail with a 500 before the behaviour applies */
    failFirst: 0,
    slowMs: 2_000,
    bodies: [] as string[],
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      state.bodies.push(body);
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') return reply(404, { error: { message: 'not found' } });
      if (state.failFirst > 0 || state.behaviour === 'failing') {
        state.failFirst = Math.max(0, state.failFirst - 1);
        return reply(500, { error: { message: 'the model is overloaded', type: 'server_error' } });
      }
      const parsed = JSON.parse(body) as { model: string; messages: Array<{ role: string; content: string }> };
      const system = parsed.messages.find((message) => message.role === 'system')?.content ?? '';
      const user = parsed.messages.find((message) => message.role === 'user')?.content ?? '{}';
      let content: string;
      if (state.behaviour === 'out-of-shape') content = JSON.stringify({ summary: 'fine', topics: ['pay'] });
      else if (state.behaviour === 'missing-sentiments') content = JSON.stringify({ ...inShape(system, user), sentiments: ['positive'] });
      else content = JSON.stringify(inShape(system, user));
      const completion = {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: parsed.model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      };
      if (state.behaviour === 'slow') setTimeout(() => reply(200, completion), state.slowMs);
      else reply(200, completion);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
