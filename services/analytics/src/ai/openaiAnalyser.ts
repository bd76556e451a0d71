import type { Sentiment } from '@canopy/contracts/analytics/aiEvents';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { composeAnalysis } from './compose.ts';
import { LANGUAGE_SUPPORT } from './local/languages.ts';
import { AnalysisFailed, type AnalysisRequest, type TextAnalyser } from './port.ts';

/**
 * The OpenAI-compatible adapter (ADR 0071): OpenAI, Azure OpenAI, Ollama and vLLM serve the chat completions API.
 * Only the question and the comments' text (already scrubbed, shuffled, numbered) are sent; the model answers with
 * comment numbers, so quotes are the respondents' own words and shares are counted here, not by the model. An answer
 * out of shape (not JSON, not the schema, numbers out of range, a sentiment missing) is tried again like a failing
 * call, with backoff, and then fails the run with the reason.
 */

export const ModelAnswer = z.object({
  summary: z.string().min(1).max(2000),
  themes: z.array(z.object({ phrase: z.string().min(1).max(120), comments: z.array(z.number().int()) })).max(10),
  sentiments: z.array(z.enum(['positive', 'neutral', 'negative'])).nullable(),
  quotes: z.array(z.number().int()).max(5),
});
export type ModelAnswer = z.infer<typeof ModelAnswer>;

/** the most comments one call carries; more are sampled at random (they arrive shuffled) and shares are of those */
export const MODEL_COMMENTS_MAX = 300;

export type OpenAiOptions = {
  baseURL: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
  retries: number;
  /** the first pause between tries, doubled each time (jittered) */
  backoffMs?: number;
};

const systemPrompt = (withSentiment: boolean) =>
  [
    'You analyse the open answers of an employee survey for a consultant.',
    'You receive the question and numbered comments. Answer only with JSON matching the schema:',
    '- summary: three to five sentences in English on what the comments say, naming no one;',
    "- themes: up to 8 short key phrases in the comments' own language, each with the numbers of every comment that mentions it;",
    withSentiment
      ? '- sentiments: one of positive, neutral, negative for each comment, in the order given (as many as there are comments);'
      : '- sentiments: null;',
    '- quotes: the numbers of up to 5 comments that best represent the themes.',
  ].join('\n');

class OutOfShape extends Error {}

const checked = (content: string | null | undefined, count: number, withSentiment: boolean): ModelAnswer => {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch {
    throw new OutOfShape('the answer is not JSON');
  }
  const parsed = ModelAnswer.safeParse(json);
  if (!parsed.success)
    throw new OutOfShape(
      `the answer does not match the schema (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`,
    );
  const answer = parsed.data;
  const inRange = (index: number) => index >= 0 && index < count;
  if (!answer.themes.every((theme) => theme.comments.every(inRange)) || !answer.quotes.every(inRange))
    throw new OutOfShape('the answer points at comments that were not sent');
  if (withSentiment && answer.sentiments?.length !== count)
    throw new OutOfShape(`the answer has ${answer.sentiments?.length ?? 0} sentiments for ${count} comments`);
  return answer;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const createOpenAiAnalyser = (options: OpenAiOptions): TextAnalyser => {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey || 'not-needed',
    timeout: options.timeoutMs,
    // retries are ours: a call out of shape is retried the same way as one that failed
    maxRetries: 0,
  });
  const backoff = options.backoffMs ?? 1000;
  return {
    name: `openai:${options.model}`,
    async analyse(request: AnalysisRequest) {
      const comments = request.comments.slice(0, MODEL_COMMENTS_MAX);
      const withSentiment = LANGUAGE_SUPPORT[request.language].sentiment !== null;
      const user = JSON.stringify({
        question: request.question,
        language: LANGUAGE_SUPPORT[request.language].name,
        comments: comments.map((comment, index) => ({ n: index, text: comment.text })),
      });
      let lastProblem = '';
      for (let attempt = 0; attempt <= options.retries; attempt++) {
        if (attempt > 0) await pause(backoff * 2 ** (attempt - 1) * (0.75 + Math.random() / 2));
        try {
          const completion = await client.chat.completions.create({
            model: options.model,
            temperature: 0,
            messages: [
              { role: 'system', content: systemPrompt(withSentiment) },
              { role: 'user', content: user },
            ],
            response_format: zodResponseFormat(ModelAnswer, 'comment_analysis'),
          });
          const answer = checked(completion.choices[0]?.message?.content, comments.length, withSentiment);
          return composeAnalysis(
            { ...request, comments },
            {
              themes: answer.themes.map((theme) => ({ phrase: theme.phrase, comments: [...new Set(theme.comments)] })),
              sentiments: withSentiment ? (answer.sentiments as Sentiment[]) : null,
              quotes: answer.quotes,
              summary: answer.summary,
            },
          );
        } catch (problem) {
          lastProblem =
            problem instanceof OutOfShape
              ? `The model answered out of shape: ${problem.message}`
              : `The model server failed: ${problem instanceof Error ? problem.message : String(problem)}`;
        }
      }
      const tries = options.retries + 1;
      throw new AnalysisFailed(`${lastProblem} (${tries} ${tries === 1 ? 'try' : 'tries'})`);
    },
  };
};
