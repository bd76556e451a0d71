import type { AiQuestionResult } from '@canopy/contracts/analytics/aiEvents';
import { AiMessages } from '@canopy/contracts/analytics/ai';
import ExcelJS from 'exceljs';
import { LANGUAGE_SUPPORT } from '../local/languages.ts';

// The AI Report (spec section 7): a sheet per open-answer question with, for each chosen group and each language the
// comments were written in, the summary, the themes with their share of comments and sentiment, and the quotes.
// A group (or language) below the open-answer minimum was never analysed and says so, nothing more.

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
};

const FORBIDDEN = /[[\]:*?/\\]/g;
const percent = (share: number) => Math.round(share * 1000) / 10;

/** the spec's name: AI_Report_{package}_{assessment}_{cycle} then _all_participants or the chosen group titles */
export const aiReportFileName = (packageName: string, assessmentName: string, cycle: string, groups: readonly ReportGroup[]) => {
  const who = groups.some((group) => group.id === '') ? 'all_participants' : groups.map((group) => group.name).join('_');
  return `AI_Report_${packageName}_${assessmentName}_${cycle}_${who}.xlsx`.replace(/[\\/:*?"<>|]/g, '_').replace(/\p{Cc}/gu, '_');
};

const sheetName = (index: number, body: string, used: Set<string>) => {
  const base = `${index + 1}. ${body.replace(FORBIDDEN, ' ').trim()}`.slice(0, 31).trim() || `Question ${index + 1}`;
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 27)} (${n})`;
  used.add(name.toLowerCase());
  return name;
};

export const writeAiReport = async (input: AiReportInput): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Canopy';
  const used = new Set<string>();
  input.questions.forEach((question, index) => {
    const sheet = workbook.addWorksheet(sheetName(index, question.body, used));
    sheet.columns = [{ width: 70 }, { width: 18 }, { width: 14 }, { width: 14 }];
    const bold = (row: ExcelJS.Row) => {
      row.font = { bold: true };
      return row;
    };
    bold(sheet.addRow(['Question', question.body]));
    sheet.addRow(['Package', input.packageName]);
    sheet.addRow(['Assessment', input.assessmentName]);
    sheet.addRow(['Period', input.period]);
    sheet.addRow(['Analysed by', input.analyser === 'local' ? 'Canopy (on this server)' : input.analyser.replace(/^openai:/, 'Model ')]);
    for (const group of input.groups) {
      const results = input.results.filter(
        (result) =>
          result.assessment_id === question.assessment_id && result.question_id === question.question_id && result.group_id === group.id,
      );
      sheet.addRow([]);
      bold(sheet.addRow([group.id === '' ? 'All participants' : group.name]));
      if (results.length === 0) {
        sheet.addRow([`Not enough comments to analyse (fewer than ${input.minimum}).`]);
        continue;
      }
      for (const result of results) {
        const language = LANGUAGE_SUPPORT[result.language].name;
        bold(sheet.addRow([`${language}: ${result.comments} comments`]));
        sheet.addRow(['Summary']).font = { italic: true };
        sheet.addRow([result.summary]).alignment = { wrapText: true, vertical: 'top' };
        bold(sheet.addRow(['Theme', 'Share of comments (%)', 'Comments', 'Sentiment']));
        for (const theme of result.themes)
          sheet.addRow([theme.phrase, percent(theme.share), theme.comments, theme.sentiment ?? AiMessages.sentimentNotAnalysed]);
        if (result.themes.length === 0) sheet.addRow(['No theme came up in more than one comment.']);
        bold(sheet.addRow(['Sentiment', 'Positive', 'Neutral', 'Negative']));
        if (result.sentiment) sheet.addRow(['Comments', result.sentiment.positive, result.sentiment.neutral, result.sentiment.negative]);
        else sheet.addRow([AiMessages.sentimentNotAnalysed]);
        bold(sheet.addRow(['Quote', 'Day', 'Sentiment']));
        for (const quote of result.quotes) {
          const row = sheet.addRow([quote.text, quote.day, quote.sentiment ?? AiMessages.sentimentNotAnalysed]);
          row.alignment = { wrapText: true, vertical: 'top' };
          if (result.language === 'he_IL') row.getCell(1).alignment = { wrapText: true, readingOrder: 'rtl', horizontal: 'right' };
        }
      }
    }
  });
  if (input.questions.length === 0) workbook.addWorksheet('Report').addRow(['The assessment has no open-answer questions.']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
