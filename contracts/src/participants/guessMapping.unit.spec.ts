import { describe, expect, it } from 'vitest';
import { guessDateFormat, guessMapping } from './guessMapping.ts';

describe('guessMapping', () => {
  it('maps the columns a client export names in its own words', () => {
    const header = [
      'Given name',
      'Surname',
      'E-mail Address',
      'Mobile',
      'Employee ID',
      'Hire Date',
      'Date of birth',
      'Job Title',
      'Dept.',
      'City',
      'Country',
      'Team',
    ];
    const records = [
      ['Ann', 'Lee', 'ann@client.example', '+44 7700 900123', 'E-1', '03/02/2021', '28/11/1980', 'Nurse', 'Care', 'Leeds', 'UK', 'Blue'],
    ];
    const guess = guessMapping(header, records);
    expect(guess.columns).toEqual({
      first_name_col_idx: 0,
      last_name_col_idx: 1,
      email_col_idx: 2,
      phone_col_idx: 3,
      payroll_id_col_idx: 4,
      hiring_date_col_idx: 5,
      birth_date_col_idx: 6,
      job_col_idx: 7,
      department_col_idx: 8,
      work_location_city_col_idx: 9,
      work_location_country_col_idx: 10,
    });
    expect(guess.phone_format).toBe(1);
    // 03/02/2021 alone could be either way round; 28/11/1980 settles it for the birth date only
    expect(guess.hiring_date_format).toBeNull();
    expect(guess.birth_date_format).toBe('dd/mm/yyyy');
  });

  it('takes one full-name column only when there are no first and last name columns', () => {
    expect(guessMapping(['Name', 'Email'], []).columns).toEqual({ full_name_col_idx: 0, email_col_idx: 1 });
    expect(guessMapping(['Name', 'First name', 'Email'], []).columns).toEqual({ first_name_col_idx: 1, email_col_idx: 2 });
  });

  it('gives each field its first column and maps nothing it does not recognise', () => {
    expect(guessMapping(['email', 'Email', 'Vorname', 'Notes', ''], []).columns).toEqual({ email_col_idx: 0, first_name_col_idx: 2 });
    expect(guessMapping(['Col 1', 'Col 2'], [['a', 'b']]).columns).toEqual({});
  });

  it('reads the phone format from a country-code column or from the numbers themselves', () => {
    expect(guessMapping(['Phone', 'Country code'], [['7700900123', '+44']]).phone_format).toBe(2);
    expect(guessMapping(['Phone'], [['0044 7700 900123'], ['+1 202 555 0100']]).phone_format).toBe(1);
    expect(guessMapping(['Phone'], [['07700 900123'], ['+1 202 555 0100']]).phone_format).toBeNull();
    expect(guessMapping(['Email'], [['a@b.example']]).phone_format).toBeNull();
  });
});

describe('guessDateFormat', () => {
  it('names the one format every sample date reads in, with one or two digits as written', () => {
    expect(guessDateFormat(['03.02.2021', '15.11.2019'])).toBe('dd.mm.yyyy');
    expect(guessDateFormat(['3.2.2021', '15.11.2019'])).toBe('d.m.yyyy');
    expect(guessDateFormat(['12/31/2020', '01/15/2019'])).toBe('mm/dd/yyyy');
    expect(guessDateFormat(['1/31/2020'])).toBe('m/d/yyyy');
    expect(guessDateFormat(['05-Mar-2020', '', '17-dec-2018'])).toBe('dd-Mon-yyyy');
    expect(guessDateFormat(['2020-03-05'])).toBe('yyyy-mm-dd');
    expect(guessDateFormat(['2020/03/05'])).toBe('yyyy/mm/dd');
  });

  it('leaves the choice to the consultant when the dates are ambiguous, mixed, unreadable or absent', () => {
    expect(guessDateFormat(['03/02/2021', '04/05/2020'])).toBeNull();
    expect(guessDateFormat(['2020-03-05', '05.03.2020'])).toBeNull();
    expect(guessDateFormat(['soon'])).toBeNull();
    expect(guessDateFormat(['', ' '])).toBeNull();
  });
});
