import { LANGUAGE_TAGS, SurveyMessages, type LanguageMap, type LanguageTag, type Package } from '@canopy/contracts';
import { Checkbox, Group, Stack, Switch, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { NameFormModal, requireName } from '../../shared/forms/NameFormModal';
import { LANGUAGE_NAMES } from '../library/LanguageFlags';
import { packageLinkQuery } from './queries';
import { useSavePackage } from './usePackageActions';

type Props = { workspaceId: string; pkg: Package | null; onClose: () => void };

/** New or Edit Package: name, description, the languages it speaks (English always), welcome texts per language, logos. */
export function PackageFormModal({ workspaceId, pkg, onClose }: Props) {
  const [languages, setLanguages] = useState<LanguageTag[]>(pkg?.languages_tags ?? ['en_US']);
  const [title, setTitle] = useState<LanguageMap>(pkg?.welcome_screen_title ?? {});
  const [welcome, setWelcome] = useState<LanguageMap>(pkg?.welcome_screen_description ?? {});
  const [logoTeam, setLogoTeam] = useState(pkg?.logo_team ?? true);
  const [logoWorkspace, setLogoWorkspace] = useState(pkg?.logo_workspace ?? false);
  const [attributed, setAttributed] = useState(pkg?.is_attributed ?? false);
  // respondents accepted the notice of what the package was: once it has a link, the choice stays (ADR 0085)
  const link = useQuery({ ...packageLinkQuery(pkg?.id ?? ''), enabled: Boolean(pkg) });
  const hasLink = Boolean(link.data?.link_created_at);
  const save = useSavePackage(workspaceId);

  return (
    <NameFormModal
      title={pkg ? 'Edit Package' : 'New Package'}
      size={616}
      nameLabel="Package name"
      submitLabel={pkg ? 'Save' : 'Create package'}
      initial={{ name: pkg?.name ?? '', description: pkg?.description ?? '' }}
      description={{ maxRows: 4, maxLength: 2000 }}
      validate={requireName(SurveyMessages.packageNameRequired)}
      onSubmit={({ name, description }) =>
        save.mutate(
          {
            id: pkg?.id,
            name,
            description,
            workspace_id: workspaceId,
            languages_tags: languages,
            is_scheduled: pkg?.is_scheduled ?? false,
            logo_team: logoTeam,
            logo_workspace: logoWorkspace,
            welcome_screen_title: title,
            welcome_screen_description: welcome,
            is_attributed: attributed,
          },
          {
            onSuccess: (saved) => {
              notifications.show({ color: 'canopy', title: pkg ? 'Package was updated' : 'Package was created', message: saved.name });
              onClose();
            },
          },
        )
      }
      pending={save.isPending}
      error={save.isError ? errorDetail(save.error) : null}
      onClose={onClose}
    >
      <Checkbox.Group
        label="Languages"
        description="Respondents choose among these; English is always offered"
        value={languages}
        onChange={(value) => setLanguages(['en_US', ...(value as LanguageTag[]).filter((tag) => tag !== 'en_US')])}
      >
        <Group gap="md" mt={6}>
          {LANGUAGE_TAGS.map((tag) => (
            <Checkbox key={tag} value={tag} label={LANGUAGE_NAMES[tag]} disabled={tag === 'en_US'} />
          ))}
        </Group>
      </Checkbox.Group>
      <Stack gap={6}>
        <Text fw={600} fz="sm">
          Welcome screen
        </Text>
        <Tabs defaultValue="en_US" variant="outline">
          <Tabs.List>
            {LANGUAGE_TAGS.filter((tag) => tag === 'en_US' || languages.includes(tag)).map((tag) => (
              <Tabs.Tab key={tag} value={tag}>
                {LANGUAGE_NAMES[tag]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LANGUAGE_TAGS.filter((tag) => tag === 'en_US' || languages.includes(tag)).map((tag) => (
            <Tabs.Panel key={tag} value={tag} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={`Welcome title (${LANGUAGE_NAMES[tag]})`}
                  value={title[tag] ?? ''}
                  onChange={(event) => setTitle({ ...title, [tag]: event.currentTarget.value })}
                  maxLength={200}
                />
                <Textarea
                  label={`Welcome text (${LANGUAGE_NAMES[tag]})`}
                  value={welcome[tag] ?? ''}
                  onChange={(event) => setWelcome({ ...welcome, [tag]: event.currentTarget.value })}
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
        <Switch label="Show the team logo" checked={logoTeam} onChange={(event) => setLogoTeam(event.currentTarget.checked)} />
        <Switch
          label="Show the workspace logo"
          checked={logoWorkspace}
          onChange={(event) => setLogoWorkspace(event.currentTarget.checked)}
        />
      </Group>
      <Switch
        label="Answers are seen with respondents' names"
        description={
          hasLink
            ? 'Fixed once the package has a link: its respondents were told.'
            : 'Off: confidential, answers only seen in groups. On: the notice tells respondents their answers are seen with their name, and participant details show their scores.'
        }
        checked={attributed}
        disabled={hasLink}
        onChange={(event) => setAttributed(event.currentTarget.checked)}
      />
    </NameFormModal>
  );
}
