import type { Workspace } from '@canopy/contracts';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  DataList,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuthenticatedSession } from '../../session/hooks/useSession';
import { useMyTeam } from '../../team/hooks/useMyTeam';
import { useGroupCount } from '../hooks/useGroupCount';
import { useParticipantCount } from '../hooks/useParticipantCount';
import { useWorkspaceOptionTypes } from '../hooks/useWorkspaceOptionTypes';
import { WorkspaceAvatar } from '../WorkspaceAvatar';
import { IconNetwork, IconSettings, IconUser, IconUsers } from '@tabler/icons-react';

/** A figure of the summary: a skeleton while it loads, a dash when its service does not answer (never a made-up number). */
function Stat({
  icon: Icon,
  label,
  value,
  loading,
  to,
}: {
  icon: ComponentType<{ size?: number | string }>;
  label: string;
  value: ReactNode;
  loading: boolean;
  to?: string;
}) {
  return (
    <Stack gap={6} p="lg" data-testid={`stat-${label.toLowerCase()}`}>
      <Group gap="xs">
        <ThemeIcon size={28} radius="md" variant="light" color="canopy">
          <Icon size={16} />
        </ThemeIcon>
        <Text fz="sm" c="dimmed" fw={500}>
          {to ? (
            <Anchor component={Link} to={to} c="dimmed" fz="sm">
              {label}
            </Anchor>
          ) : (
            label
          )}
        </Text>
      </Group>
      {loading ? (
        <Skeleton h={30} w={60} />
      ) : (
        <Text fz={28} fw={650} lh={1.1}>
          {value}
        </Text>
      )}
    </Stack>
  );
}

const DASH = '—';

function contactLine(workspace: Workspace): { name: string; email: string; phone: string; site: string } {
  const contact = workspace.additional_info.main_contact;
  return {
    name: `${contact.first_name} ${contact.last_name}`.trim(),
    email: contact.email,
    phone: contact.phone ? `${contact.phone_code} ${contact.phone}`.trim() : '',
    site: contact.site_link,
  };
}

/** Home's summary of the current workspace from what exists: its profile, its people and its groups. */
export function WorkspaceSummary({ workspace }: { workspace: Workspace }) {
  const session = useAuthenticatedSession();
  const { data: team = session.team } = useMyTeam();
  const options = useWorkspaceOptionTypes();
  const participants = useParticipantCount(workspace.id);
  const groups = useGroupCount(workspace.id);

  const formation = options.data?.formation_type.find((option) => option.id === workspace.additional_info.formation_type)?.title;
  const consultants = team.consultants.filter((member) => workspace.consultants_ids.includes(member.id));
  const contact = contactLine(workspace);

  return (
    <Card p={0} component="section" aria-labelledby="workspace-summary-title" data-testid="workspace-summary">
      <Group justify="space-between" px="lg" py="md" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-bark-1)' }}>
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <WorkspaceAvatar workspace={workspace} size={48} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} fz="lg" id="workspace-summary-title" lineClamp={1}>
                {workspace.name}
              </Title>
              {formation && <Badge color="bark">{formation}</Badge>}
            </Group>
            <Text fz="sm" c="dimmed">
              The workspace you are working in
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to="/workspace-settings" variant="default" leftSection={<IconSettings size={16} />}>
          Workspace settings
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing={0}>
        <Stat icon={IconUsers} label="Participants" to="/participants" loading={participants.isPending} value={participants.data ?? DASH} />
        <Stat icon={IconNetwork} label="Groups" to="/participants" loading={groups.isPending} value={groups.data ?? DASH} />
        <Stack gap={6} p="lg" data-testid="stat-consultants">
          <Group gap="xs">
            <ThemeIcon size={28} radius="md" variant="light" color="canopy">
              <IconUser size={16} />
            </ThemeIcon>
            <Text fz="sm" c="dimmed" fw={500}>
              Consultants
            </Text>
          </Group>
          <Group gap="sm">
            <Text fz={28} fw={650} lh={1.1}>
              {workspace.consultants_ids.length}
            </Text>
            <Avatar.Group spacing="sm">
              {consultants.slice(0, 5).map((member) => (
                <Tooltip key={member.id} label={`${member.first_name} ${member.last_name}`} withArrow>
                  <Avatar radius="xl" size={30} name={`${member.first_name} ${member.last_name}`} color="initials" />
                </Tooltip>
              ))}
              {consultants.length > 5 && (
                <Avatar radius="xl" size={30} color="bark" variant="filled">
                  +{consultants.length - 5}
                </Avatar>
              )}
            </Avatar.Group>
          </Group>
        </Stack>
      </SimpleGrid>

      <Stack gap="xs" px="lg" py="md" style={{ borderTop: '1px solid var(--mantine-color-bark-1)' }}>
        <Text fz="sm" fw={600}>
          Main contact
        </Text>
        {contact.name || contact.email || contact.phone || contact.site ? (
          <DataList size="sm" labelWidth={120} aria-label="Main contact">
            {contact.name && (
              <DataList.Item>
                <DataList.ItemLabel>Name</DataList.ItemLabel>
                <DataList.ItemValue>{contact.name}</DataList.ItemValue>
              </DataList.Item>
            )}
            {contact.email && (
              <DataList.Item>
                <DataList.ItemLabel>Email</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Anchor href={`mailto:${contact.email}`} fz="sm">
                    {contact.email}
                  </Anchor>
                </DataList.ItemValue>
              </DataList.Item>
            )}
            {contact.phone && (
              <DataList.Item>
                <DataList.ItemLabel>Phone</DataList.ItemLabel>
                <DataList.ItemValue>{contact.phone}</DataList.ItemValue>
              </DataList.Item>
            )}
            {contact.site && (
              <DataList.Item>
                <DataList.ItemLabel>Website</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Anchor href={contact.site} target="_blank" rel="noopener noreferrer" fz="sm">
                    {contact.site}
                  </Anchor>
                </DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList>
        ) : (
          <Text fz="sm" c="dimmed">
            No main contact yet.{' '}
            <Anchor component={Link} to="/workspace-settings" fz="sm">
              Add one in Workspace settings
            </Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
