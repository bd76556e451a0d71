import { LANGUAGE_LABELS, type LanguageTag } from '@canopy/contracts';
import { Badge, Group, Text } from '@mantine/core';

const LANGUAGE_NAMES: Record<LanguageTag, string> = {
  en_US: 'English',
  es_ES: 'Spanish',
  fr_FR: 'French',
  he_IL: 'Hebrew',
  cn_HMN: 'Hmong',
};

type Props = {
  languages: readonly LanguageTag[];
  /** languages among them whose texts no fluent reader has reviewed: shown in orange, followed by 'not reviewed' */
  unreviewed?: readonly LanguageTag[];
  size?: 'xs' | 'sm';
};

/** the languages an assessment or a package speaks, as short tags (En, Es, ...) */
export function LanguageFlags({ languages, unreviewed = [], size = 'sm' }: Props) {
  const notReviewed = (tag: LanguageTag) => unreviewed.includes(tag);
  const anyNotReviewed = languages.some(notReviewed);
  const nameOf = (tag: LanguageTag) => `${LANGUAGE_NAMES[tag]}${notReviewed(tag) ? ' (not reviewed)' : ''}`;
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }} aria-label={`Languages: ${languages.map(nameOf).join(', ')}`}>
      {languages.map((tag) => (
        <Badge
          key={tag}
          size={size}
          variant={notReviewed(tag) ? 'light' : 'outline'}
          color={notReviewed(tag) ? 'orange' : 'bark'}
          radius="sm"
          title={notReviewed(tag) ? `${LANGUAGE_NAMES[tag]}: translation not reviewed by a fluent reader` : LANGUAGE_NAMES[tag]}
        >
          {LANGUAGE_LABELS[tag]}
        </Badge>
      ))}
      {anyNotReviewed && (
        <Text fz={size === 'xs' ? 10 : 'xs'} c="orange.8" fw={600} aria-hidden style={{ whiteSpace: 'nowrap' }}>
          not reviewed
        </Text>
      )}
    </Group>
  );
}

export { LANGUAGE_NAMES };
