import { LANGUAGE_TAGS, type LanguageTag, type Package } from '@canopy/contracts';
import { Alert, Checkbox, Group, Stack, Switch, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconLanguage } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { errorDetail } from '../../shared/api/http';
import { FormModal } from '../../shared/ui/FormModal';
import { notifySuccess } from '../../shared/ui/notify';
import { LANGUAGE_NAMES } from '../library/LanguageFlags';
import { usePackageLink } from './hooks/usePackageLink';
import { useSavePackage } from './hooks/useSavePackage';
import { UnreviewedWarning } from './UnreviewedWarning';
import { PackageFormSchema, packageFormValues, packageInputOf, untranslatedLanguages, withEnglish } from './packageForm';

type Props = { workspaceId: string; pkg: Package | null; onClose: () => void };

/** the warning under the languages: which offered language some assessments do not speak */
function UntranslatedWarning({ languages, pkg }: { languages: readonly LanguageTag[]; pkg: Package | null }) {
  const untranslated = untranslatedLanguages(languages, pkg?.assessments ?? []);
  if (untranslated.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconLanguage size={18} />} data-testid="untranslated-languages">
      <Stack gap={4}>
        {untranslated.map(({ language, assessments, all }) => (
          <Text key={language} fz="sm">
            {all
              ? `None of this package's assessments is translated into ${LANGUAGE_NAMES[language]}: respondents who choose ${LANGUAGE_NAMES[language]} read every question in English.`
              : `Not translated into ${LANGUAGE_NAMES[language]}: ${assessments.join(', ')}. Respondents who choose ${LANGUAGE_NAMES[language]} read these in English.`}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/** New or Edit Package: name, description, the languages it speaks (English always), welcome texts per language, logos. */
export function PackageFormModal({ workspaceId, pkg, onClose }: Props) {
  const save = useSavePackage(workspaceId);
  // respondents accepted the notice of what the package was: once it has a link, the choice stays (ADR 0085)
  const link = usePackageLink(pkg?.id ?? '', { enabled: Boolean(pkg) });
  const hasLink = Boolean(link.data?.link_created_at);
  const form = useForm({
    initialValues: packageFormValues(pkg),
    validate: schemaResolver(PackageFormSchema, { sync: true }),
  });
  const { languages_tags: languages, welcome_screen_title: title, welcome_screen_description: welcome } = form.values;
  const shown = LANGUAGE_TAGS.filter((tag) => tag === 'en_US' || languages.includes(tag));

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(packageInputOf(values, workspaceId, pkg), {
      onSuccess: (saved) => {
        notifySuccess(pkg ? 'Package was updated' : 'Package was created', saved.name);
        onClose();
      },
    });
  });

  return (
    <FormModal
      title={pkg ? 'Edit Package' : 'New Package'}
      size={616}
      submitLabel={pkg ? 'Save' : 'Create package'}
      onSubmit={(event) => submit(event as FormEvent<HTMLFormElement>)}
      pending={save.isPending}
      onClose={onClose}
    >
      {save.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorDetail(save.error)}
        </Alert>
      )}
      <TextInput label="Package name" withAsterisk data-autofocus maxLength={200} {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} maxRows={4} maxLength={2000} {...form.getInputProps('description')} />
      <Checkbox.Group
        label="Languages"
        description="Respondents choose among these; English is always offered"
        value={languages}
        onChange={(value) => form.setFieldValue('languages_tags', withEnglish(value as LanguageTag[]))}
      >
        <Group gap="md" mt={6}>
          {LANGUAGE_TAGS.map((tag) => (
            <Checkbox key={tag} value={tag} label={LANGUAGE_NAMES[tag]} disabled={tag === 'en_US'} />
          ))}
        </Group>
      </Checkbox.Group>
      <UntranslatedWarning languages={languages} pkg={pkg} />
      <UnreviewedWarning languages={languages} assessments={pkg?.assessments ?? []} />
      <Stack gap={6}>
        <Text fw={600} fz="sm">
          Welcome screen
        </Text>
        <Tabs defaultValue="en_US" variant="outline">
          <Tabs.List>
            {shown.map((tag) => (
              <Tabs.Tab key={tag} value={tag}>
                {LANGUAGE_NAMES[tag]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {shown.map((tag) => (
            <Tabs.Panel key={tag} value={tag} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={`Welcome title (${LANGUAGE_NAMES[tag]})`}
                  value={title[tag] ?? ''}
                  onChange={(event) => form.setFieldValue('welcome_screen_title', { ...title, [tag]: event.currentTarget.value })}
                  error={form.errors[`welcome_screen_title.${tag}`]}
                  maxLength={200}
                />
                <Textarea
                  label={`Welcome text (${LANGUAGE_NAMES[tag]})`}
                  value={welcome[tag] ?? ''}
                  onChange={(event) => form.setFieldValue('welcome_screen_description', { ...welcome, [tag]: event.currentTarget.value })}
                  error={form.errors[`welcome_screen_description.${tag}`]}
                  autosize
                  minRows={2}
                  maxRows={5}
                  maxLength={2000}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <Group gap="xl">
        <Switch label="Show the team logo" {...form.getInputProps('logo_team', { type: 'checkbox' })} />
        <Switch label="Show the workspace logo" {...form.getInputProps('logo_workspace', { type: 'checkbox' })} />
      </Group>
      <Switch
        label="Answers are seen with respondents' names"
        description={
          hasLink
            ? 'Fixed once the package has a link: its respondents were told.'
            : 'Off: confidential, answers only seen in groups. On: the notice tells respondents their answers are seen with their name, and participant details show their scores.'
        }
        disabled={hasLink}
        {...form.getInputProps('is_attributed', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
