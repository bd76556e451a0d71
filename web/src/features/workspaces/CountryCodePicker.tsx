import { COUNTRIES, searchCountries, type Country } from '@canopy/contracts';
import { Combobox, Group, Text, UnstyledButton, useCombobox } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DROPDOWN_MAX_HEIGHT, SEARCH_MIN_WIDTH } from './constants';
import { IconChevronDown } from '@tabler/icons-react';

const keyOf = (country: Country) => `${country.iso}${country.dial_code}`;

type CountryCodePickerProps = {
  value: Country;
  onChange: (country: Country) => void;
  disabled?: boolean;
};

/**
 * The dial-code picker in front of a phone field: shows the country's ISO code and dial code, and opens a
 * list of every country searchable by name, ISO code or dial code (the contracts' list).
 * ISO codes rather than flag emoji: several desktop systems draw those as two bare letters or boxes.
 */
export function CountryCodePicker({ value, onChange, disabled }: CountryCodePickerProps) {
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const matches = useMemo(() => searchCountries(search), [search]);

  return (
    <Combobox
      store={combobox}
      width={300}
      position="bottom-start"
      onOptionSubmit={(key) => {
        const country = COUNTRIES.find((candidate) => keyOf(candidate) === key);
        if (country) onChange(country);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button">
        <UnstyledButton
          type="button"
          onClick={() => combobox.toggleDropdown()}
          disabled={disabled}
          aria-label={`Country code: ${value.iso} ${value.dial_code}, ${value.name}`}
          data-testid="country-code-picker"
          px={8}
          h="100%"
          style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap={4} wrap="nowrap">
            <Text fz="xs" fw={600} c="dimmed" component="span" title={value.name}>
              {value.iso}
            </Text>
            <Text fz="sm" component="span">
              {value.dial_code}
            </Text>
            <IconChevronDown size={14} color="var(--mantine-color-bark-5)" />
          </Group>
        </UnstyledButton>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.updateSelectedOptionIndex();
          }}
          placeholder="Search by country or code"
          aria-label="Search countries"
          miw={SEARCH_MIN_WIDTH}
        />
        <Combobox.Options mah={DROPDOWN_MAX_HEIGHT} style={{ overflowY: 'auto' }}>
          {matches.length === 0 ? (
            <Combobox.Empty>No country matches</Combobox.Empty>
          ) : (
            matches.map((country) => (
              <Combobox.Option value={keyOf(country)} key={keyOf(country)} active={keyOf(country) === keyOf(value)}>
                <Group gap="xs" wrap="nowrap">
                  <Text fz="xs" fw={600} c="dimmed" w={22} style={{ flexShrink: 0 }}>
                    {country.iso}
                  </Text>
                  <Text fz="sm" truncate style={{ flex: 1 }}>
                    {country.name}
                  </Text>
                  <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {country.dial_code}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
