import { createLocalAnalyser, tokenize, createScrubber } from '@canopy/analytics';
import type { BenchCluster } from '../support/cluster.ts';
import { count, ratio, seconds, verdict, type BenchReport } from '../support/report.ts';

const COMMENTS = 10_000;
const GOAL_MS = 10_000;
const PEOPLE = 2_000;

/** a small deterministic generator, so every run reads the same comments */
const generator = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

// words of workplace comments: topics, opinions and glue, so themes, sentiment and stop words all have work
const TOPICS = [
  'code review',
  'deployment pipeline',
  'team meetings',
  'career growth',
  'shift planning',
  'parking',
  'training budget',
  'the new tools',
  'my manager',
  'remote work',
  'salary',
  'the canteen',
];
const OPINIONS = [
  'is great',
  'is terrible',
  'takes too long',
  'helps a lot',
  'could be better',
  'is unclear',
  'feels fair',
  'is frustrating',
  'works well',
  'needs attention',
];
const GLUE = [
  'and',
  'but',
  'because',
  'so',
  'although',
  'when',
  'every week',
  'most days',
  'honestly',
  'for the team',
  'in our department',
  'since spring',
];

/** 10,000 comments of 5 to 60 words, a few naming a colleague or an address as respondents do */
export const benchComments = (random = generator(42)) =>
  Array.from({ length: COMMENTS }, (_, index) => {
    const target = 5 + Math.floor(random() * 56);
    const words: string[] = [];
    while (words.length < target) {
      const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
      words.push(...`${pick(TOPICS)} ${pick(OPINIONS)} ${pick(GLUE)}`.split(' '));
    }
    if (index % 50 === 0) words.push('ask', `First${index % PEOPLE}`, 'at', `person${index}@example.com`);
    return { text: `${words.slice(0, target).join(' ')}.`, day: '2026-11-02' };
  });

/**
 * The local analyser over 10,000 English comments of one question (themes, wink-nlp sentiment, quotes, summary),
 * with the personal-data scrub of a 2,000-person workspace first, against tokenising the same comments alone.
 */
export const aiAnalysisBench = async (_cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const comments = benchComments();
  const words = comments.reduce((sum, comment) => sum + comment.text.split(' ').length, 0);
  const scrub = createScrubber(
    Array.from({ length: PEOPLE }, (_, n) => ({
      first_name: `First${n}`,
      last_name: `Last${n}`,
      email: `person${n}@example.com`,
      payroll_id: `PAY-${n}`,
    })),
  );
  const analyser = createLocalAnalyser();
  // warm the model and the lexicons once (a process analyses many questions)
  await analyser.analyse({ question: 'Q', language: 'en_US', comments: comments.slice(0, 50) });

  const tokenStart = performance.now();
  let tokens = 0;
  for (const comment of comments) tokens += tokenize(comment.text).length;
  const tokenMs = performance.now() - tokenStart;

  const start = performance.now();
  const scrubbed = comments.map((comment) => ({ ...comment, text: scrub(comment.text) }));
  const scrubMs = performance.now() - start;
  const analysis = await analyser.analyse({ question: 'What would you change?', language: 'en_US', comments: scrubbed });
  const totalMs = performance.now() - start;
  progress(
    `${count(COMMENTS)} comments (${count(words)} words, ${count(tokens)} tokens): ${analysis.themes.length} themes, scrub ${seconds(scrubMs)}`,
  );

  return {
    title: 'AI analysis on the machine',
    howMeasured: `${count(COMMENTS)} generated English comments of 5 to 60 words (${count(words)} words), one question, in the bench process: the personal-data scrub of a ${count(PEOPLE)}-person workspace (${seconds(scrubMs)}), then the local adapter (word n-gram themes clustered, VADER with the workplace rules per comment and per theme, wink-nlp tags for English themes, quotes, summary). Baseline: tokenising the same comments alone in the same run.`,
    rows: [
      {
        bench: `local AI analysis, ${count(COMMENTS)} comments`,
        figure: seconds(totalMs),
        goal: '<= 10 s',
        baseline: `tokenising alone: ${seconds(tokenMs)}`,
        ratio: ratio(totalMs, tokenMs),
        verdict: verdict(totalMs <= GOAL_MS),
      },
    ],
  };
};
