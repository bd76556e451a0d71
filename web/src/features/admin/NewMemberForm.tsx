import { checkNewMember, type Team } from '@canopy/contracts';
import { Alert, Button, Card, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { errorDetail } from '../../shared/api/http';
import { useAddMember } from './hooks/useAddMember';
import { newMemberErrors, type NewMemberValues } from './ruleErrors';

const EMPTY: NewMemberValues = { team_id: null, first_name: '', last_name: '', email: '', password: '', password_confirmation: '' };

/** 'New member': the team picker and the member's fields; the member signs in at once with the password given */
export function NewMemberForm({ teams }: { teams: readonly Team[] }) {
  const adding = useAddMember();
  const form = useForm<NewMemberValues>({ initialValues: EMPTY, validate: newMemberErrors });
  const field = (name: keyof NewMemberValues) => form.getInputProps(name);

  const submit = form.onSubmit((values) => {
    const checked = checkNewMember(values);
    if (adding.isPending || !checked.ok) return;
    adding.mutate(
      { ...checked.value, password_confirmation: values.password_confirmation },
      {
        onSuccess: () => {
          const team = teams.find((candidate) => candidate.id === checked.value.team_id)?.name ?? 'the team';
          notifications.show({ color: 'green', title: 'Member added', message: `${checked.value.email} can now sign in to ${team}.` });
          // the team stays chosen: members are often added to one team in a row
          form.setValues({ ...EMPTY, team_id: values.team_id });
        },
      },
    );
  });

  return (
    <Card component="section" p="xl" aria-labelledby="new-member-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" id="new-member-title">
            New member
          </Title>
          {adding.error && (
            <Alert color="red" role="alert">
              {errorDetail(adding.error)}
            </Alert>
          )}
          <Select
            label="Team"
            placeholder="Choose a team"
            data={teams.map((team) => ({ value: team.id, label: team.name }))}
            {...field('team_id')}
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
