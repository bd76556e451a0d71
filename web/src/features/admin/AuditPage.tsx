import { formatDateTime } from '../../shared/format/dates';
import { AUDIT_KIND_LABELS, AuditKind } from '@canopy/contracts';
import { Badge, Card, Group, Pagination, Select, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AdminNav } from './AdminNav';
import { useAdminTeams } from './hooks/useAdminTeams';
import { useAuditTrail } from './hooks/useAuditTrail';

const PAGE_SIZE = 50;

/** /admin/audit: who did what and when (administrators' actions and every team's unmasked exports), by team and kind */
export function AuditPage() {
  usePageTitle('Audit');
  const teams = useAdminTeams();
  const [teamId, setTeamId] = useState<string | null>(null);
  const [kind, setKind] = useState<AuditKind | null>(null);
  const [page, setPage] = useState(1);
  const trail = useAuditTrail({ team_id: teamId ?? undefined, kind: kind ?? undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const total = trail.data?.total ?? 0;

  return (
    <>
      <PageHeader eyebrow="Admin" title="Audit" description="Every administrator action and every unmasked export, newest first." />
      <AdminNav />
      <Group mb="md" gap="md">
        <Select
          label="Team"
          placeholder="All teams"
          clearable
          searchable
          data={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
          value={teamId}
          onChange={(value) => {
            setTeamId(value);
            setPage(1);
          }}
        />
        <Select
          label="Kind"
          placeholder="All kinds"
          clearable
          data={AuditKind.options.map((value) => ({ value, label: AUDIT_KIND_LABELS[value] }))}
          value={kind}
          onChange={(value) => {
            setKind(value ? AuditKind.parse(value) : null);
            setPage(1);
          }}
        />
      </Group>
      <ErrorBanner title="The audit trail could not be loaded" error={trail.error} />
      <Card p={0}>
        <Table verticalSpacing="sm" horizontalSpacing="lg" aria-label="Audit trail">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Team</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trail.data?.entries.map((entry) => (
              <Table.Tr key={entry.id} data-kind={entry.kind}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
                <Table.Td>{entry.actor.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {/* the kind reads whole ('PASSWORD RESET', not 'PASSWORD …'): the column takes the badge's width */}
                  <Badge
                    variant="light"
                    color={entry.kind === 'unmasked_export' ? 'orange' : 'canopy'}
                    styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
                  >
                    {AUDIT_KIND_LABELS[entry.kind]}
                  </Badge>
                </Table.Td>
                <Table.Td>{entry.what}</Table.Td>
                <Table.Td>{entry.team?.name ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {trail.data && trail.data.entries.length === 0 && (
          <Text c="dimmed" fz="sm" p="xl">
            Nothing recorded for this choice yet.
          </Text>
        )}
      </Card>
      {total > PAGE_SIZE && <Pagination mt="md" total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />}
    </>
  );
}
