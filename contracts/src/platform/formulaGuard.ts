// One rule for every file a spreadsheet opens (CSV downloads on the server and in the browser): a cell that starts
// with =, +, -, @, a tab or a carriage return is a formula to Excel and LibreOffice, and a formula can reach other
// cells, call HYPERLINK or DDE. Such a cell gets a leading apostrophe, as OWASP's CSV injection page advises, so it
// shows the characters it holds and never runs. A cell made only of what a number or phone number holds (digits,
// spaces, + - . and brackets) cannot name a cell or a function, so '+44 7700 900123' and '-12.5' stay as they were and
// import again. xlsx files need no apostrophe: exceljs writes a string as a string cell, which never runs (ADR 0067).

const FORMULA_START = /^[=+\-@\t\r]/;
const BEYOND_A_NUMBER = /[^\d\s()+\-.]/;

/** whether a spreadsheet would read this text as a formula that can do more than arithmetic on its own digits */
export const looksLikeFormula = (text: string): boolean => FORMULA_START.test(text) && BEYOND_A_NUMBER.test(text);

/** the text as a CSV cell a spreadsheet shows and never evaluates */
export const inertCell = (text: string): string => (looksLikeFormula(text) ? `'${text}` : text);
