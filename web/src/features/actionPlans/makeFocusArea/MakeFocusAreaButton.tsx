import type { BlocksResponse, ChartData } from '@canopy/contracts/analytics/api';
import { Button } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { releasedGroupsOf } from './focusAreaPreview';
import { MakeFocusAreaModal, type MakeFocusAreaStart } from './MakeFocusAreaModal';

type Props = {
  workspaceId: string;
  start: MakeFocusAreaStart;
  cycles: BlocksResponse['cycles'];
  /** every group of the workspace by id; those the chart's answer holds back are not offered */
  groupNames: ReadonlyMap<string, string>;
  /** the answer of the card the button sits on (none on a driver row: every group is offered, the figure decides) */
  chart?: ChartData;
};

/** 'Make a focus area' on a chart card or a driver row, prefilled with what it shows */
export function MakeFocusAreaButton({ workspaceId, start, cycles, groupNames, chart }: Props) {
  const [open, setOpen] = useState(false);
  const all = [...groupNames].map(([id, name]) => ({ id, name }));
  return (
    <>
      <Button size="xs" variant="subtle" leftSection={<IconTarget size={14} />} onClick={() => setOpen(true)}>
        Make a focus area
      </Button>
      {open && (
        <MakeFocusAreaModal
          workspaceId={workspaceId}
          start={start}
          cycles={cycles}
          groups={releasedGroupsOf(chart, all)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
