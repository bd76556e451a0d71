import type { RuntimeConfig } from '@canopy/platform/runtime/config';
import { createLocalAnalyser } from './local/localAnalyser.ts';
import { createOpenAiAnalyser } from './openaiAnalyser.ts';
import type { TextAnalyser } from './port.ts';

/** the adapter the configuration names (README: AI_ANALYSER, AI_OPENAI_*) */
export const analyserOf = (config: RuntimeConfig): TextAnalyser =>
  config.AI_ANALYSER === 'openai' && config.AI_OPENAI_BASE_URL
    ? createOpenAiAnalyser({
        baseURL: config.AI_OPENAI_BASE_URL,
        apiKey: config.AI_OPENAI_API_KEY,
        model: config.AI_OPENAI_MODEL,
        timeoutMs: config.AI_OPENAI_TIMEOUT_MS,
        retries: config.AI_OPENAI_RETRIES,
      })
    : createLocalAnalyser();
