import type { Participant } from '@canopy/contracts';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { ParticipantMessages } from '@canopy/contracts';
import { IconDots, IconEye, IconFolderPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import classes from './ParticipantRows.module.css';

export type RowAction = 'view' | 'edit' | 'move' | 'delete';

type Props = { participant: Participant; locked: boolean; onAction: (action: RowAction, participant: Participant) => void };

/** View, edit, move to a group, delete; editing and deleting wait while an HRIS keeps the workspace in sync. */
export function ParticipantRowActions({ participant, locked, onAction }: Props) {
  const name = `${participant.first_name} ${participant.last_name}`.trim();
  // A closed Mantine Menu per row (popover, floating position, contexts) was a good part of drawing 100 rows:
  // the row shows a plain button until the first click, which mounts the menu open.
  const [mounted, setMounted] = useState(false);
  // a plain button drawn as the subtle ActionIcon: one per row, so no Mantine component until the menu is asked for
  if (!mounted)
    return (
      <button type="button" className={classes.actions} aria-label={`Actions for ${name}`} onClick={() => setMounted(true)}>
        <IconDots size={16} />
      </button>
    );
  const lockedItem = (action: 'edit' | 'delete', label: string, icon: React.ReactNode) => {
    const item = (
      <Menu.Item
        leftSection={icon}
        color={action === 'delete' ? 'red' : undefined}
        disabled={locked}
        onClick={() => onAction(action, participant)}
      >
        {label}
      </Menu.Item>
    );
    return locked ? (
      <Tooltip label={ParticipantMessages.hrisLocked} multiline w={240} position="left" withArrow>
        <div>{item}</div>
      </Tooltip>
    ) : (
      item
    );
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200} defaultOpened>
      <Menu.Target>
        <ActionIcon variant="subtle" color="bark" size="sm" aria-label={`Actions for ${name}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={14} />} onClick={() => onAction('view', participant)}>
          View details
        </Menu.Item>
        {lockedItem('edit', 'Edit', <IconPencil size={14} />)}
        <Menu.Item leftSection={<IconFolderPlus size={14} />} onClick={() => onAction('move', participant)}>
          Move to group
        </Menu.Item>
        <Menu.Divider />
        {lockedItem('delete', 'Delete', <IconTrash size={14} />)}
      </Menu.Dropdown>
    </Menu>
  );
}
