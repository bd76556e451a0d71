import type { LanguageTag, PackageAssessment } from '@canopy/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGE_NAMES } from '../library/LanguageFlags';
import { unreviewedLanguages } from './packageForm';

type Props = { languages: readonly LanguageTag[]; assessments: readonly PackageAssessment[] };

/** the warning on a package that offers a language some of its assessments speak in a translation nobody fluent has read */
export function UnreviewedWarning({ languages, assessments }: Props) {
  const unreviewed = unreviewedLanguages(languages, assessments);
  if (unreviewed.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconLanguage size={18} />} data-testid="unreviewed-languages" title="Translations not reviewed">
      <Stack gap={4}>
        {unreviewed.map(({ language, assessments: names }) => (
          <Text key={language} fz="sm">
            {`The ${LANGUAGE_NAMES[language]} texts of ${names.join(', ')} have not been reviewed by a fluent reader. Read them before respondents who choose ${LANGUAGE_NAMES[language]} do.`}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
