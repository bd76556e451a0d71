import { ANSWER_TYPE_LABELS, type Assessment, type LanguageTag } from '@canopy/contracts';
import { Anchor, Badge, Button, Divider, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LANGUAGE_NAMES, LanguageFlags } from '../LanguageFlags';
import { textOf } from '../text';
import { AppModal } from '../../../shared/ui/AppModal';

type Props = {
  assessment: Assessment;
  onClose: () => void;
  /** Clone (a default assessment) or Duplicate (an own one); absent when the assessment cannot be copied */
  onCopy?: () => void;
  copyLabel?: 'Clone' | 'Duplicate';
  /** absent when the assessment cannot be edited (default ones, answered ones) */
  onEdit?: () => void;
};

/** The details of an assessment: category and type, languages, description, its statements, version and code. */
export function AssessmentDetailsModal({ assessment, onClose, onCopy, copyLabel, onEdit }: Props) {
  const [language, setLanguage] = useState<LanguageTag>('en_US');
  const linked = assessment.type === 'linked_survey';
  const title = textOf(assessment.name, language);
  const description = textOf(assessment.description, language);
  return (
    <AppModal onClose={onClose} size={768} title={title} titleSize={20}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fz="sm" c="dimmed">
            {assessment.category_name || 'No category'} · {linked ? 'Linked survey' : ANSWER_TYPE_LABELS[assessment.answer_type]}
            {assessment.is_archived ? ' · archived' : ''}
          </Text>
          <LanguageFlags languages={assessment.languages} unreviewed={assessment.unreviewed_languages} />
        </Group>
        {assessment.languages.length > 1 && (
          <SegmentedControl
            size="xs"
            w="fit-content"
            aria-label="Language shown"
            value={language}
            onChange={(value) => setLanguage(value as LanguageTag)}
            data={assessment.languages.map((tag) => ({ value: tag, label: LANGUAGE_NAMES[tag] }))}
          />
        )}
        {description && (
          <Text fz="sm" lh={1.6}>
            {description}
          </Text>
        )}
        <Divider />
        {linked ? (
          <Stack gap={4}>
            <Text fw={650} fz="sm">
              Survey link
            </Text>
            <Anchor href={assessment.questions[0]?.body.en_US} target="_blank" rel="noreferrer" fz="sm">
              {assessment.questions[0]?.body.en_US}
            </Anchor>
          </Stack>
        ) : (
          <Stack gap={6}>
            <Text fw={650} fz="sm">
              Assessment Statements
            </Text>
            <List type="ordered" spacing={6} fz="sm" data-testid="assessment-statements">
              {assessment.questions.map((question) => (
                <List.Item key={question.id}>
                  <Group gap={8} wrap="nowrap" align="flex-start">
                    <Text fz="sm" style={{ flex: 1 }}>
                      {textOf(question.body, language)}
                    </Text>
                    <Badge size="xs" variant="light" color="bark" radius="sm" style={{ flexShrink: 0 }}>
                      {ANSWER_TYPE_LABELS[question.answer_type]}
                    </Badge>
                  </Group>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fz="xs" c="dimmed">
            Version {assessment.version} · Code {assessment.code}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {onCopy && copyLabel && assessment.is_cloneable && (
              <Button variant="light" onClick={onCopy}>
                {copyLabel}
              </Button>
            )}
            {onEdit && <Button onClick={onEdit}>Edit</Button>}
          </Group>
        </Group>
      </Stack>
    </AppModal>
  );
}
