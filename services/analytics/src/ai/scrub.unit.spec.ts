import { describe, expect, it } from 'vitest';
import { createScrubber } from './scrub.ts';

const people = [
  { first_name: 'Maria', last_name: 'González Pérez', email: 'maria.gonzalez@acme.test', payroll_id: 'PR-00412' },
  { first_name: 'John', last_name: 'Smith', email: 'john@acme.test', payroll_id: '77812' },
  { first_name: 'דנה', last_name: 'כהן', email: '', payroll_id: '' },
];

describe('scrubbing a comment before it leaves the process', () => {
  const scrub = createScrubber(people);

  it('replaces a colleague named in it, an e-mail address and a phone number with placeholders', () => {
    const out = scrub('Ask john smith or write to j.doe@example.org, call +1 (212) 555-0187 — Maria knows.');
    expect(out).toBe('Ask [name] [name] or write to [email], call [phone] — [name] knows.');
    for (const leaked of ['john', 'smith', 'j.doe', 'example.org', '555', 'Maria'])
      expect(out.toLowerCase()).not.toContain(leaked.toLowerCase());
  });

  it('replaces payroll ids, compound surnames and names in other scripts, and leaves words that merely contain a name', () => {
    expect(scrub('My id PR-00412 was wrong, ask González or Pérez')).toBe('My id [payroll id] was wrong, ask [name] or [name]');
    expect(scrub('שוחחתי עם דנה כהן היום')).toBe('שוחחתי עם [name] [name] היום');
    expect(scrub('Johnson and Smithers are not colleagues')).toBe('Johnson and Smithers are not colleagues');
  });

  it('keeps short numbers such as years and scores', () => {
    expect(scrub('Since 2024 the score went from 3 to 8')).toBe('Since 2024 the score went from 3 to 8');
  });
});
