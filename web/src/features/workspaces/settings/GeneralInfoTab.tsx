import type { Workspace } from '@canopy/contracts';
import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ImageChange } from '../../../shared/files/imageRules';
import { useFormFields } from '../../../shared/forms/useFormFields';
import { ImageField } from '../../../shared/ui/ImageField';
import { initials } from '../../../shared/ui/initials';
import { SETTINGS_FORM_MAX_WIDTH } from '../constants';
import { CountryCodePicker } from '../CountryCodePicker';
import { DeleteWorkspaceModal } from '../DeleteWorkspaceModal';
import { checkGeneralInfo, countryForDialCode, generalInfoValues, type GeneralInfoField, type GeneralInfoValues } from '../generalInfo';
import { useUpdateWorkspace } from '../hooks/useUpdateWorkspace';
import { ErrorBanner } from '../../../shared/ui/ErrorBanner';
import { SavedBanner } from '../SettingsBanners';
import { useSavedFlash } from '../useSavedFlash';
import { FormActions } from '../../../shared/ui/FormActions';
import { IconTrash } from '@tabler/icons-react';

const sameValues = (a: GeneralInfoValues, b: GeneralInfoValues) => (Object.keys(a) as GeneralInfoField[]).every((key) => a[key] === b[key]);

/** General info: the logo, name and website of the workspace, and the client's main contact. */
export function GeneralInfoTab({ workspace }: { workspace: Workspace }) {
  const stored = generalInfoValues(workspace);
  const storedCountry = countryForDialCode(workspace.additional_info.main_contact.phone_code);
  const { values, setValues, errors, setErrors, bind } = useFormFields<GeneralInfoField>(stored);
  const [country, setCountry] = useState(storedCountry);
  const [logo, setLogo] = useState<ImageChange>({ kind: 'unchanged' });
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateWorkspace();
  const saved = useSavedFlash();

  const dirty =
    !sameValues(values, stored) ||
    logo.kind !== 'unchanged' ||
    (values.phone.trim() !== '' && country.dial_code !== storedCountry.dial_code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const check = checkGeneralInfo(values, country);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    saved.clear();
    update.mutate(
      { id: workspace.id, name: check.data.name, logo, additional_info: { main_contact: check.data.main_contact } },
      {
        onSuccess: (answer) => {
          // the server's form of what was sent: the phone without its leading 0, the e-mail lowercased
          setValues(generalInfoValues(answer));
          setCountry(countryForDialCode(answer.additional_info.main_contact.phone_code || country.dial_code));
          setLogo({ kind: 'unchanged' });
          saved.flash();
        },
      },
    );
  };

  const reset = () => {
    setValues(stored);
    setCountry(storedCountry);
    setLogo({ kind: 'unchanged' });
    setErrors({});
    update.reset();
  };

  return (
    <Stack gap="xl">
      <form onSubmit={submit} noValidate aria-label="General info">
        <Stack gap="md" maw={SETTINGS_FORM_MAX_WIDTH}>
          <ErrorBanner title="The workspace was not saved" error={update.error} />
          <ImageField
            label="Workspace logo"
            currentUrl={workspace.logo_url}
            fallback={initials(values.name || workspace.name)}
            value={logo}
            onChange={setLogo}
            shape="square"
            disabled={update.isPending}
          />
          <TextInput label="Workspace name" value={values.name} onChange={bind('name')} error={errors.name} withAsterisk />
          <TextInput
            label="Company website"
            placeholder="https://"
            value={values.site_link}
            onChange={bind('site_link')}
            error={errors.site_link}
            autoComplete="url"
          />

          <Divider label="Main contact" labelPosition="left" mt="sm" />
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label="First name"
              value={values.first_name}
              onChange={bind('first_name')}
              error={errors.first_name}
              autoComplete="off"
            />
            <TextInput
              label="Last name"
              value={values.last_name}
              onChange={bind('last_name')}
              error={errors.last_name}
              autoComplete="off"
            />
          </SimpleGrid>
          <TextInput label="Email" type="email" value={values.email} onChange={bind('email')} error={errors.email} autoComplete="off" />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="tel"
            value={values.phone}
            onChange={bind('phone')}
            error={errors.phone}
            leftSection={<CountryCodePicker value={country} onChange={setCountry} disabled={update.isPending} />}
            leftSectionWidth={96}
            leftSectionPointerEvents="all"
            autoComplete="off"
          />
          <FormActions saving={update.isPending} dirty={dirty} onCancel={reset} mt="xs" />
          <SavedBanner shown={saved.saved} />
        </Stack>
      </form>

      <Paper withBorder p="lg" maw={640} style={{ borderColor: 'var(--mantine-color-red-2)' }}>
        <Group justify="space-between" wrap="nowrap" gap="lg">
          <Stack gap={2}>
            <Text fw={600} fz="sm">
              Delete this workspace
            </Text>
            <Text fz="sm" c="dimmed">
              Removes the workspace and its main contact for everyone in your team.
            </Text>
          </Stack>
          <Button
            color="red.8"
            variant="outline"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleting(true)}
            style={{ flexShrink: 0 }}
          >
            Delete workspace
          </Button>
        </Group>
      </Paper>
      <DeleteWorkspaceModal workspace={deleting ? workspace : null} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
