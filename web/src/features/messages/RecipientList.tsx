import type { DeliveryRecipient } from '@canopy/contracts';
import { Badge, Text } from '@mantine/core';
import { VirtualTable, type VirtualColumn } from '../../shared/ui/VirtualTable';

const STATE = {
  sent: { label: 'Sent', color: 'canopy' },
  failed: { label: 'Failed', color: 'red' },
  pending: { label: 'Sending', color: 'blue' },
} as const;

const COLUMNS: readonly VirtualColumn<DeliveryRecipient>[] = [
  { header: 'Name', cell: (recipient) => `${recipient.first_name} ${recipient.last_name}`.trim() || '(removed)' },
  {
    header: 'E-mail',
    cell: (recipient) => (
      <>
        <Text fz="sm" truncate maw={260}>
          {recipient.email}
        </Text>
        {recipient.reason && (
          <Text fz="xs" c="red.7">
            {recipient.reason}
          </Text>
        )}
      </>
    ),
  },
  {
    header: 'Delivery',
    width: 96,
    cell: (recipient) => (
      <Badge size="sm" variant="light" color={STATE[recipient.status].color}>
        {STATE[recipient.status].label}
      </Badge>
    ),
  },
  {
    header: 'Answered',
    width: 96,
    cell: (recipient) => (
      <Text fz="sm" c={recipient.answered ? undefined : 'dimmed'}>
        {recipient.answered ? 'Yes' : 'Not yet'}
      </Text>
    ),
  },
];

/** A sent message's recipients, each with how their mail went and whether they answered (a thousand drawn a screenful at a time). */
export function RecipientList({ recipients }: { recipients: readonly DeliveryRecipient[] }) {
  return (
    <VirtualTable
      rows={recipients}
      columns={COLUMNS}
      rowKey={(recipient) => recipient.participant_id}
      estimateRowHeight={35}
      maxHeight={440}
      scrollerTestId="recipient-list"
      fz="sm"
      verticalSpacing={6}
      aria-label="Recipients"
      rowProps={(recipient) => ({ 'data-testid': 'recipient-row', 'data-status': recipient.status })}
    />
  );
}
