import { checkNewMember, type Team } from '@canopy/contracts';
import { Alert, Button, Card, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorDetail } from '../../shared/api/http';
import { useAddMember } from './hooks/useAdminMutations';

const EMPTY = { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' };
type Field = keyof typeof EMPTY;

/** 'New member': the team picker and the member's fields; the member signs in at once with the password given */
export function NewMemberForm({ teams }: { teams: readonly Team[] }) {
  const [teamId, setTeamId] = useState<string | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const adding = useAddMember();

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setError(null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding.isPending) return;
    const checked = checkNewMember({ ...values, team_id: teamId });
    if (!checked.ok) return setError(checked.error);
    adding.mutate(
      { ...checked.value, password_confirmation: values.password_confirmation },
      {
        onSuccess: () => {
          const team = teams.find((candidate) => candidate.id === checked.value.team_id)?.name ?? 'the team';
          notifications.show({ color: 'green', title: 'Member added', message: `${checked.value.email} can now sign in to ${team}.` });
          setValues(EMPTY);
        },
      },
    );
  };

  return (
    <Card component="section" p="xl" aria-labelledby="new-member-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" id="new-member-title">
            New member
          </Title>
          {(error || adding.error) && (
            <Alert color="red" role="alert">
              {error ?? errorDetail(adding.error)}
            </Alert>
          )}
          <Select
            label="Team"
            placeholder="Choose a team"
            data={teams.map((team) => ({ value: team.id, label: team.name }))}
            value={teamId}
            onChange={(value) => {
              setTeamId(value);
              setError(null);
            }}
            searchable
            withAsterisk
          />
          <SimpleGrid cols={2}>
            <TextInput label="First name" withAsterisk maxLength={100} {...field('first_name')} />
            <TextInput label="Last name" withAsterisk maxLength={100} {...field('last_name')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" withAsterisk maxLength={320} {...field('email')} />
          <SimpleGrid cols={2}>
            <PasswordInput label="Password" withAsterisk autoComplete="new-password" {...field('password')} />
            <PasswordInput label="Confirm password" withAsterisk autoComplete="new-password" {...field('password_confirmation')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={adding.isPending} leftSection={<IconUserPlus size={16} />}>
              Add member
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
