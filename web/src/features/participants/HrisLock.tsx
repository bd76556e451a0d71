import { ParticipantMessages, type Workspace } from '@canopy/contracts';
import { Box, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** a workspace synchronised with an HRIS keeps its people as the HRIS has them */
export const isHrisConnected = (workspace: Pick<Workspace, 'finch_integration'>) => workspace.finch_integration.length > 0;

/**
 * The spec's tooltip over a control the HRIS lock disables. Disabled controls fire no pointer events,
 * so the tooltip sits on a wrapper.
 */
export function HrisLockTooltip({ locked, children }: { locked: boolean; children: ReactNode }) {
  if (!locked) return children;
  return (
    <Tooltip label={ParticipantMessages.hrisLocked} multiline w={260} withArrow>
      <Box component="span" display="inline-block" data-testid="hris-locked">
        {children}
      </Box>
    </Tooltip>
  );
}
