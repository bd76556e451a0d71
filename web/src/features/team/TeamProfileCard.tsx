import { formatDay } from '../../shared/format/dates';
import { UpdateTeamFields, type Team } from '@canopy/contracts';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import type { ImageChange } from '../../shared/files/imageRules';
import { useFormFields } from '../../shared/forms/useFormFields';
import { validateForm } from '../../shared/forms/validation';
import { ImageField } from '../../shared/ui/ImageField';
import { initials } from '../../shared/ui/initials';
import { useUpdateTeam } from './hooks/useUpdateTeam';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';

const TeamName = UpdateTeamFields.pick({ name: true });

/** The team's name and logo, edited in place (PUT teams/{id}). */
export function TeamProfileCard({ team }: { team: Team }) {
  const { values, setValues, errors, setErrors, bind } = useFormFields({ name: team.name });
  const name = values.name;
  const [logo, setLogo] = useState<ImageChange>({ kind: 'unchanged' });
  const update = useUpdateTeam();
  const dirty = name !== team.name || logo.kind !== 'unchanged';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const result = validateForm(TeamName, values, ['name']);
    setErrors(result.errors);
    if (!result.ok) return;
    update.mutate(
      { teamId: team.id, name: result.data.name, logo },
      {
        onSuccess: () => {
          setLogo({ kind: 'unchanged' });
          notifications.show({ color: 'canopy', title: 'Team saved', message: 'The team name and logo are up to date.' });
        },
      },
    );
  };

  const reset = () => {
    setValues({ name: team.name });
    setLogo({ kind: 'unchanged' });
    setErrors({});
    update.reset();
  };

  return (
    <Card component="section" aria-labelledby="team-profile-title" p="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="team-profile-title">
              Team profile
            </Title>
            <Text fz="sm" c="dimmed">
              Shown in the top bar for everyone in the team
              {team.created_at ? ` · team since ${formatDay(team.created_at)}` : ''}.
            </Text>
          </Stack>
          <ErrorBanner title="The team was not saved" error={update.error} />
          <Group align="flex-start" gap={48} wrap="nowrap">
            <ImageField
              label="Team logo"
              currentUrl={team.logo_url}
              fallback={initials(name || team.name)}
              value={logo}
              onChange={setLogo}
              shape="square"
              disabled={update.isPending}
            />
            <Stack gap="md" style={{ flex: 1 }} maw={416}>
              <TextInput label="Team name" value={name} onChange={bind('name')} error={errors.name} withAsterisk />
              <Group gap="sm">
                <Button type="submit" loading={update.isPending} disabled={!dirty}>
                  Save team
                </Button>
                <Button variant="default" onClick={reset} disabled={!dirty || update.isPending}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
