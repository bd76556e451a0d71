import type { Workspace } from '@canopy/contracts';
import type { LinkToken } from '@canopy/contracts/hris/api';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { openFinchConnect } from './finchConnect';
import { useConnectHris } from './hooks/useConnectHris';
import { useLinkToken } from './hooks/useLinkToken';
import { IconAlertCircle, IconExternalLink, IconLink } from '@tabler/icons-react';

/** what the sandbox dialog posts: the sandbox accepts codes starting with 'sandbox' */
export const SANDBOX_CODE = 'sandbox';

function SandboxConnect({ onConnect, connecting }: { onConnect: () => void; connecting: boolean }) {
  return (
    <Stack gap="md">
      <Text fz="sm" lh={1.55}>
        The sandbox HR system is a demo company of 48 people in seven departments, shipped with Canopy so the whole flow works without an HR
        account. Connecting it runs a first synchronisation; you review every change it would make before anything is applied.
      </Text>
      <Group justify="flex-end">
        <Button leftSection={<IconLink size={16} />} onClick={onConnect} loading={connecting} data-autofocus>
          Connect sandbox HR system
        </Button>
      </Group>
    </Stack>
  );
}

function FinchConnect({ link, onCode, connecting }: { link: LinkToken; onCode: (code: string) => void; connecting: boolean }) {
  const [waiting, setWaiting] = useState(false);
  const open = () => {
    setWaiting(true);
    void openFinchConnect(link.connect_url!, link.redirect_uri!).then((outcome) => {
      setWaiting(false);
      if (outcome.kind === 'code') onCode(outcome.code);
      // an error of the provider's link is only logged: the dialog stays for another try
      else if (outcome.kind === 'error') console.error('Finch Connect:', outcome.error);
    });
  };
  return (
    <Stack gap="md">
      <Text fz="sm" lh={1.55}>
        Finch Connect opens in a new window: choose the client&apos;s HR or payroll system and sign in with an administrator account. When
        it closes, Canopy reads the employee directory and shows what it would change before anything is applied.
      </Text>
      <Group justify="flex-end">
        <Button leftSection={<IconExternalLink size={16} />} onClick={open} loading={waiting || connecting} data-autofocus>
          Connect with Finch
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Add new integration (or connect again when the provider refused the token): the sandbox dialog, or Finch
 * Connect in a popup; the code goes to retrieve-account-token, which starts the first sync.
 */
export function ConnectHrisModal({
  workspace,
  opened,
  onClose,
}: {
  workspace: Pick<Workspace, 'id'>;
  opened: boolean;
  onClose: () => void;
}) {
  const link = useLinkToken(workspace.id, opened);
  const connect = useConnectHris(workspace.id);

  useEffect(() => {
    if (link.error) console.error('HRIS link token:', link.error);
  }, [link.error]);

  const submit = (code: string) => connect.mutate(code, { onSuccess: onClose });
  const close = () => {
    connect.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={link.data?.provider === 'sandbox' ? 'Connect sandbox HR system' : 'Add new integration'}
      size={500}
      radius="lg"
      padding="xl"
      centered
    >
      <Stack gap="md">
        {link.isPending && (
          <Group justify="center" py="lg">
            <Loader size="sm" />
          </Group>
        )}
        {link.isError && (
          <Text fz="sm" c="dimmed">
            The connection could not be started. Try again later.
          </Text>
        )}
        {link.data?.provider === 'sandbox' && <SandboxConnect onConnect={() => submit(SANDBOX_CODE)} connecting={connect.isPending} />}
        {link.data?.provider === 'finch' && link.data.connect_url && link.data.redirect_uri && (
          <FinchConnect link={link.data} onCode={submit} connecting={connect.isPending} />
        )}
        {connect.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {errorDetail(connect.error)}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
