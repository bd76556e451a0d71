import type { Team, TeamMember } from '@canopy/contracts';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../shared/ui/AppModal';
import { ResetPasswordModal } from './ResetPasswordModal';

/** a team's members, each with Reset Password */
export function TeamDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  const [resetting, setResetting] = useState<TeamMember | null>(null);
  return (
    <>
      <AppModal opened={resetting === null} onClose={onClose} size={640} title={team.name}>
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {team.consultants.length === 0 ? 'This team has no members yet.' : `${team.consultants.length} member(s)`}
          </Text>
          {team.consultants.length > 0 && (
            <Table verticalSpacing="xs" aria-label={`Members of ${team.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.consultants.map((member) => (
                  <Table.Tr key={member.id} data-member={member.email}>
                    <Table.Td>{`${member.first_name} ${member.last_name}`.trim()}</Table.Td>
                    <Table.Td>
                      <Text fz="sm" c="dimmed">
                        {member.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button size="xs" variant="light" leftSection={<IconKey size={14} />} onClick={() => setResetting(member)}>
                          Reset Password
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </AppModal>
      {resetting && <ResetPasswordModal member={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
