import { describe, expect, it } from 'vitest';
import { createScrubber } from './scrub.ts';

const people = [
  { first_name: 'Maria', last_name: 'González Pérez', email: 'maria.gonzalez@acme.test', payroll_id: 'PR-00412' },
  { first_name: 'John', last_name: 'Smith', email: 'john@acme.test', payroll_id: '77812' },
  { first_name: 'דנה', last_name: 'כהן', email: '', payroll_id: '' },
  { first_name: 'Siobhán', last_name: "O'Brien", email: 'siobhan.obrien@acme.test', payroll_id: 'EMP-20931' },
  { first_name: 'Zoë', last_name: 'Müller-Lefèvre', email: '', payroll_id: '' },
];
const nfd = (text: string) => text.normalize('NFD');

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

  it('replaces a name written with a typographic apostrophe, or without the apostrophe, and the name after it alone', () => {
    expect(scrub('Ask O’Brien, or OBrien, or o‘brien’s team')).toBe('Ask [name], or [name], or [name]’s team');
    expect(scrub('Brien again')).toBe('[name] again');
  });

  it('replaces names typed in decomposed Unicode (NFD), in full-width letters, without their accents or in capitals', () => {
    const decomposed = nfd('Siobhán and Zoë Müller-Lefèvre');
    expect(decomposed).not.toBe('Siobhán and Zoë Müller-Lefèvre');
    expect(scrub(decomposed)).toBe('[name] and [name] [name]-[name]');
    expect(scrub(`ask ${nfd('gonzález')} or ${nfd('PÉREZ')}`)).toBe('ask [name] or [name]');
    expect(scrub('Ｍａｒｉａ said so')).toBe('[name] said so');
    expect(scrub('Siobhan, Zoe, Muller and Lefevre, Gonzalez Perez')).toBe('[name], [name], [name] and [name], [name] [name]');
    expect(scrub('MÜLLER–LEFÈVRE')).toBe('[name]–[name]');
  });

  it('replaces a first name alone, a last name alone, and both together', () => {
    expect(scrub('Siobhán was kind')).toBe('[name] was kind');
    expect(scrub('Müller was not')).toBe('[name] was not');
    expect(scrub('Siobhán O’Brien and Maria González Pérez')).toBe('[name] [name] and [name] [name] [name]');
  });

  it('replaces e-mail addresses, known or not, and international phone numbers in their usual forms', () => {
    expect(scrub('write to SIOBHAN.OBRIEN@ACME.TEST or x.y+z@mail.example.co.uk')).toBe('write to [email] or [email]');
    for (const phone of [
      '+44 20 7946 0958',
      '+33 (0)1 23 45 67 89',
      '(+34) 612 345 678',
      '0049-30-1234567',
      '+1–212–555–0187',
      '06\u00a012\u00a034\u00a056\u00a078',
    ]) {
      const out = scrub(`call ${phone} after six`);
      expect(out, phone).toBe('call [phone] after six');
    }
  });

  it('replaces payroll ids whatever their separator and case, and employee-id shaped codes', () => {
    expect(scrub('ids pr 00412, emp20931 and EMP–20931')).toBe('ids [payroll id], [payroll id] and [payroll id]');
    expect(scrub('my employee id 448812 and badge #A7781 and E123456')).toBe('my [payroll id] and [payroll id] and [payroll id]');
  });

  it('keeps dates, year ranges and short figures that are not phone numbers', () => {
    expect(scrub('From 2024-05-12 to 12/05/2025, over 2019-2024, 3 of 10 scored 4.5')).toBe(
      'From 2024-05-12 to 12/05/2025, over 2019-2024, 3 of 10 scored 4.5',
    );
  });
});
