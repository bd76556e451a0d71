/**
 * A full-name cell as first and last name. 'Last, First' (a comma) is read that way round; otherwise the
 * last word is the last name and the words before it the first name ('Mary Ann Smith' -> 'Mary Ann',
 * 'Smith'). A single word is a first name without a last name (the row then misses its last name).
 */
export const splitFullName = (cell: string): { first_name: string; last_name: string } => {
  const name = cell.trim().replace(/\s+/g, ' ');
  const comma = name.indexOf(',');
  if (comma >= 0) return { first_name: name.slice(comma + 1).trim(), last_name: name.slice(0, comma).trim() };
  const space = name.lastIndexOf(' ');
  if (space < 0) return { first_name: name, last_name: '' };
  return { first_name: name.slice(0, space), last_name: name.slice(space + 1) };
};
