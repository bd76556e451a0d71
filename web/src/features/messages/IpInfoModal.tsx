import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { MessageSuccess } from '@canopy/contracts';
import { useMailSender } from './hooks/useMailSender';

/** The address mail leaves from, for the client's allow-list; copying says 'IP Copied!' for 2 s. */
export function IpInfoModal({ onClose }: { onClose: () => void }) {
  const sender = useMailSender();
  const ip = sender.data?.ip ?? '';
  return (
    <Modal opened onClose={onClose} title="IP Address Info" size={416} centered>
      <Stack>
        <Text fz="sm">
          Messages are sent from this IP address. Ask your client's IT team to allow it so invitations do not land in spam.
        </Text>
        <Group justify="space-between">
          <Code fz="md" data-testid="mail-ip">
            {ip || '…'}
          </Code>
          <CopyButton value={ip} timeout={2000}>
            {({ copied, copy }) => (
              <Button size="xs" variant={copied ? 'filled' : 'light'} onClick={copy} disabled={!ip}>
                {copied ? MessageSuccess.ipCopied : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
