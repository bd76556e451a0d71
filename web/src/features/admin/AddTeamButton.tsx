import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AddTeamModal } from './AddTeamModal';

/** 'Add new team' and its dialog */
export function AddTeamButton() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
        Add new team
      </Button>
      {adding && <AddTeamModal onClose={() => setAdding(false)} />}
    </>
  );
}
