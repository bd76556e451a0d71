import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';

// The country list of the phone-code pickers (each country with its name, flag, ISO code and dial code),
// built from the maintained `countries-list` data rather than a hand-typed table.

export type Country = { name: string; flag: string; iso: string; dial_code: string };

const codes = Object.keys(countries) as TCountryCode[];

/**
 * One entry per country and dial code (a few countries have several, e.g. the Dominican Republic),
 * sorted by name. Entries without a dial code (Antarctica, Bouvet Island...) are left out.
 */
export const COUNTRIES: readonly Country[] = codes
  .flatMap((iso) =>
    countries[iso].phone.map((dial) => ({ name: countries[iso].name, flag: getEmojiFlag(iso), iso, dial_code: `+${dial}` })),
  )
  .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.dial_code.localeCompare(b.dial_code))
  .filter((country, index, all) => index === 0 || all[index - 1]!.iso !== country.iso || all[index - 1]!.dial_code !== country.dial_code);

/** the default phone country is the United States, +1 */
export const DEFAULT_COUNTRY: Country = COUNTRIES.find((country) => country.iso === 'US')!;

/** the entries a picker search matches: by dial code ('+44' or '44'), name or ISO code */
export const searchCountries = (query: string): readonly Country[] => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return COUNTRIES;
  const digits = needle.replace(/^\+/, '');
  return COUNTRIES.filter(
    (country) =>
      country.name.toLowerCase().includes(needle) ||
      country.iso.toLowerCase() === needle ||
      (/^\d+$/.test(digits) && country.dial_code.slice(1).startsWith(digits)),
  );
};

const DIAL_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.dial_code));

export const isKnownDialCode = (dialCode: string) => DIAL_CODES.has(dialCode);
