import type { DeliveryRecipient } from '@canopy/contracts';
import { Badge, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

const STATE = {
  sent: { label: 'Sent', color: 'canopy' },
  failed: { label: 'Failed', color: 'red' },
  pending: { label: 'Sending', color: 'blue' },
} as const;

/** a row's height before it is measured: one line of text */
const ROW_ESTIMATE = 35;

/** A sent message's recipients, each with how their mail went and whether they answered (a thousand drawn a screenful at a time). */
export function RecipientList({ recipients }: { recipients: readonly DeliveryRecipient[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: recipients.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => recipients[index]!.participant_id,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={scroller} style={{ maxHeight: 440, overflowY: 'auto' }} data-testid="recipient-list">
      <Table fz="sm" verticalSpacing={6} stickyHeader aria-label="Recipients" aria-rowcount={recipients.length + 1}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th w={96}>Delivery</Table.Th>
            <Table.Th w={96}>Answered</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map((item) => {
            const recipient = recipients[item.index]!;
            const state = STATE[recipient.status];
            return (
              <Table.Tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                data-testid="recipient-row"
                data-status={recipient.status}
              >
                <Table.Td>{`${recipient.first_name} ${recipient.last_name}`.trim() || '(removed)'}</Table.Td>
                <Table.Td>
                  <Text fz="sm" truncate maw={260}>
                    {recipient.email}
                  </Text>
                  {recipient.reason && (
                    <Text fz="xs" c="red.7">
                      {recipient.reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={state.color}>
                    {state.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" c={recipient.answered ? undefined : 'dimmed'}>
                    {recipient.answered ? 'Yes' : 'Not yet'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}
