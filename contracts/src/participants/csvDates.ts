import type { DateFormat } from './api.ts';

// The dates a CSV may hold, in the nine formats the import offers. Day and month may
// have one digit or two in every format (spreadsheets drop leading zeros), the year has four; the date
// must exist in the calendar (31/02 does not). Whether it lies in the future is the participant rules'
// call (ParticipantInput), not the reader's.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

type Parts = { day: string; month: string; year: string };

const numeric = (pattern: RegExp, order: (match: RegExpExecArray) => Parts) => (value: string) => {
  const match = pattern.exec(value);
  return match ? order(match) : null;
};
const dmy = (match: RegExpExecArray): Parts => ({ day: match[1]!, month: match[2]!, year: match[3]! });
const mdy = (match: RegExpExecArray): Parts => ({ month: match[1]!, day: match[2]!, year: match[3]! });
const ymd = (match: RegExpExecArray): Parts => ({ year: match[1]!, month: match[2]!, day: match[3]! });

const SLASHES = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DOTS = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

const READERS: Record<DateFormat, (value: string) => Parts | null> = {
  'm/d/yyyy': numeric(SLASHES, mdy),
  'mm/dd/yyyy': numeric(SLASHES, mdy),
  'd/m/yyyy': numeric(SLASHES, dmy),
  'dd/mm/yyyy': numeric(SLASHES, dmy),
  'd.m.yyyy': numeric(DOTS, dmy),
  'dd.mm.yyyy': numeric(DOTS, dmy),
  'dd-Mon-yyyy': (value) => {
    const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value);
    const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) : -1;
    return match && month >= 0 ? { day: match[1]!, month: String(month + 1), year: match[3]! } : null;
  },
  'yyyy/mm/dd': numeric(/^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, ymd),
  'yyyy-mm-dd': numeric(/^(\d{4})-(\d{1,2})-(\d{1,2})$/, ymd),
};

const pad = (value: number, length: number) => String(value).padStart(length, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * A CSV cell as a date: `''` for an empty cell, 'yyyy-mm-dd' for a date of that format that exists,
 * null otherwise.
 */
export const readCsvDate = (cell: string, format: DateFormat): string | null => {
  const value = cell.trim();
  if (value === '') return '';
  const parts = READERS[format](value);
  if (!parts) return null;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
};
