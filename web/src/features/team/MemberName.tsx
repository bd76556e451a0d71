import type { TeamMember } from '@canopy/contracts';
import { Avatar, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { initials } from '../../shared/ui/initials';

/** A consultant's cell in a table of the team: avatar with initials, the name, then anything given (a badge). */
export function MemberName({
  member,
  children,
}: {
  member: Pick<TeamMember, 'first_name' | 'last_name'> & { name: string };
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar radius="xl" size={32} name={member.name} color="initials">
        {initials(member.first_name, member.last_name)}
      </Avatar>
      <Text fz="sm" fw={500}>
        {member.name}
      </Text>
      {children}
    </Group>
  );
}
