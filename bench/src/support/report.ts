/** One line of the benchmark table. */
export type Verdict = 'meets goal' | 'below goal' | '—';

export type BenchRow = {
  bench: string;
  /** the measured number with its unit */
  figure: string;
  /** the goal from the issue, or '—' */
  goal: string;
  /** what the figure is compared to (measured in the same run), or '—' */
  baseline: string;
  /** figure / baseline as 'x.xx', or '—' */
  ratio: string;
  verdict: Verdict;
};

/** What one bench hands back: its rows and a short "how measured" paragraph for docs/benchmarks.md. */
export type BenchReport = { title: string; howMeasured: string; rows: BenchRow[] };

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export const count = (value: number) => grouped.format(value);
export const perSecond = (value: number, unit: string) => `${grouped.format(Math.round(value))} ${unit}/s`;
export const millis = (value: number) => `${oneDecimal.format(value)} ms`;
export const seconds = (ms: number) => `${oneDecimal.format(ms / 1000)} s`;
export const ratio = (figure: number, baseline: number) => (baseline > 0 ? (figure / baseline).toFixed(2) : '—');
export const verdict = (meets: boolean): Verdict => (meets ? 'meets goal' : 'below goal');

const columns: Array<keyof BenchRow> = ['bench', 'figure', 'goal', 'baseline', 'ratio', 'verdict'];

/** A plain-text table with aligned columns, for the terminal. */
export const textTable = (rows: BenchRow[]): string => {
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(columns), rule, ...rows.map((row) => line(columns.map((column) => row[column])))].join('\n');
};

const escapeCell = (cell: string) => cell.replace(/\|/g, '\\|');

export const markdownTable = (rows: BenchRow[]): string =>
  [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map((column) => escapeCell(row[column])).join(' | ')} |`),
  ].join('\n');

/** Wall-clock time of `work` in milliseconds, with its result. */
export const timed = async <T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> => {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
};
