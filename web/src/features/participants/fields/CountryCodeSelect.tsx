import { COUNTRIES, searchCountries } from '@canopy/contracts';
import { Group, Select, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { countryKey, countryOf } from '../participantFields';

const OPTIONS: ComboboxItem[] = COUNTRIES.map((country) => ({ value: countryKey(country), label: `${country.flag} ${country.dial_code}` }));

// by dial code, name or ISO code, as every phone-code picker of the product searches
const filter: OptionsFilter = ({ options, search }) => {
  const matches = new Set(searchCountries(search).map(countryKey));
  return options.filter((option) => 'value' in option && matches.has(option.value));
};

type Props = { value: string; onChange: (key: string) => void; label?: string; 'aria-label': string; disabled?: boolean; w?: number };

/** The phone's country: flag and dial code in the field, the country's name beside them in the list. */
export function CountryCodeSelect({ value, onChange, label, disabled, w = 112, ...rest }: Props) {
  return (
    <Select
      label={label}
      aria-label={rest['aria-label']}
      data={OPTIONS}
      value={value}
      onChange={(next) => next && onChange(next)}
      searchable
      filter={filter}
      allowDeselect={false}
      disabled={disabled}
      w={w}
      maxDropdownHeight={300}
      nothingFoundMessage="No such country"
      comboboxProps={{ width: 300, position: 'bottom-start' }}
      renderOption={({ option }) => {
        const country = countryOf(option.value);
        return (
          <Group gap="xs" wrap="nowrap" w="100%">
            <Text fz="md" lh={1}>
              {country.flag}
            </Text>
            <Text fz="sm" style={{ flex: 1 }} truncate>
              {country.name}
            </Text>
            <Text fz="sm" c="dimmed">
              {country.dial_code}
            </Text>
          </Group>
        );
      }}
    />
  );
}
