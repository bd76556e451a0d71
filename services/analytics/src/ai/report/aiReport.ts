import type { AiQuestionResult } from '@canopy/contracts/analytics/aiEvents';
import { AiMessages } from '@canopy/contracts/analytics/ai';
import type { XlsxBook, XlsxCell } from '@canopy/platform/download/xlsx';
import { LANGUAGE_SUPPORT } from '../local/languages.ts';
import { apartKey } from '../releasedCuts.ts';

// The AI Report (spec section 7): a sheet per open-answer question with, for each chosen group and each language the
// comments were written in, the summary, the themes with their share of comments and sentiment, and the quotes.
// A group (or language) below the open-answer minimum was never analysed and says so, nothing more; a group the
// release rule refuses beside the others (ADR 0130) says that instead. Written through
// the platform's streamed xlsx (text cells are always text, never formulas: a comment starting with '=' stays text).

export type ReportQuestion = { assessment_id: string; question_id: string; body: string };
export type ReportGroup = { id: string; name: string };
export type AiReportInput = {
  packageName: string;
  assessmentName: string;
  period: string;
  analyser: string;
  minimum: number;
  questions: readonly ReportQuestion[];
  /** '' is all participants */
  groups: readonly ReportGroup[];
  results: readonly AiQuestionResult[];
  /** per question, the groups the release rule refuses beside the others (releasedCuts' apartKey) */
  apart?: ReadonlySet<string>;
};

const percent = (share: number) => Math.round(share * 1000) / 10;

/** the spec's name: AI_Report_{package}_{assessment}_{cycle} then _all_participants or the chosen group titles */
export const aiReportFileName = (packageName: string, assessmentName: string, cycle: string, groups: readonly ReportGroup[]) => {
  const who = groups.some((group) => group.id === '') ? 'all_participants' : groups.map((group) => group.name).join('_');
  return `AI_Report_${packageName}_${assessmentName}_${cycle}_${who}.xlsx`;
};

const rowsOf = (input: AiReportInput, question: ReportQuestion): XlsxCell[][] => {
  const rows: XlsxCell[][] = [
    ['Package', input.packageName],
    ['Assessment', input.assessmentName],
    ['Period', input.period],
    ['Analysed by', input.analyser === 'local' ? 'Canopy (on this server)' : input.analyser.replace(/^openai:/, 'Model ')],
  ];
  for (const group of input.groups) {
    const results = input.results.filter(
      (result) =>
        result.assessment_id === question.assessment_id && result.question_id === question.question_id && result.group_id === group.id,
    );
    rows.push([], [group.id === '' ? 'All participants' : group.name]);
    if (results.length === 0) {
      rows.push([
        input.apart?.has(apartKey(question.question_id, group.id))
          ? AiMessages.groupApart(input.minimum)
          : `Not enough comments to analyse (fewer than ${input.minimum}).`,
      ]);
      continue;
    }
    for (const result of results) {
      rows.push([`${LANGUAGE_SUPPORT[result.language].name}: ${result.comments} comments`], ['Summary'], [result.summary]);
      rows.push(['Theme', 'Share of comments (%)', 'Comments', 'Sentiment']);
      for (const theme of result.themes)
        rows.push([theme.phrase, percent(theme.share), theme.comments, theme.sentiment ?? AiMessages.sentimentNotAnalysed]);
      if (result.themes.length === 0) rows.push(['No theme came up in more than one comment.']);
      rows.push(['Sentiment', 'Positive', 'Neutral', 'Negative']);
      rows.push(
        result.sentiment
          ? ['Comments', result.sentiment.positive, result.sentiment.neutral, result.sentiment.negative]
          : [AiMessages.sentimentNotAnalysed],
      );
      rows.push(['Quote', 'Day', 'Sentiment']);
      for (const quote of result.quotes) rows.push([quote.text, quote.day, quote.sentiment ?? AiMessages.sentimentNotAnalysed]);
    }
  }
  return rows;
};

export const writeAiReport = async (book: XlsxBook, input: AiReportInput) => {
  if (input.questions.length === 0) {
    const sheet = book.sheet('Report', [{ header: 'The assessment has no open-answer questions.', width: 60 }]);
    sheet.done();
    return;
  }
  for (const [index, question] of input.questions.entries()) {
    // the header row names the question; the columns below it are the themes' and quotes' figures
    const sheet = book.sheet(`${index + 1}. ${question.body}`, [
      { header: 'Question', width: 70 },
      { header: question.body, width: 22 },
      { header: '', width: 12 },
      { header: '', width: 14 },
    ]);
    for (const row of rowsOf(input, question)) await sheet.row(row);
    sheet.done();
  }
};
