import { LANGUAGE_LABELS, type LanguageTag } from '@canopy/contracts';
import { Badge, Group } from '@mantine/core';

const LANGUAGE_NAMES: Record<LanguageTag, string> = {
  en_US: 'English',
  es_ES: 'Spanish',
  fr_FR: 'French',
  he_IL: 'Hebrew',
  cn_HMN: 'Hmong',
};

/** the languages an assessment or a package speaks, as short tags (En, Es, ...) */
export function LanguageFlags({ languages, size = 'sm' }: { languages: readonly LanguageTag[]; size?: 'xs' | 'sm' }) {
  return (
    <Group
      gap={4}
      wrap="nowrap"
      style={{ flexShrink: 0 }}
      aria-label={`Languages: ${languages.map((tag) => LANGUAGE_NAMES[tag]).join(', ')}`}
    >
      {languages.map((tag) => (
        <Badge key={tag} size={size} variant="outline" color="bark" radius="sm" title={LANGUAGE_NAMES[tag]}>
          {LANGUAGE_LABELS[tag]}
        </Badge>
      ))}
    </Group>
  );
}

export { LANGUAGE_NAMES };
