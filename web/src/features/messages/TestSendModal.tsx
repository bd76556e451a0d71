import { EMAIL_PATTERN } from '@canopy/contracts/platform/email';
import { Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import type { MessageBody } from './api';
import { useTestSend } from './hooks/useTestSend';

/** Send test message: addresses end with Enter, space, comma or Tab; the message as the wizard holds it now. */
export function TestSendModal({
  packageId,
  subject,
  html,
  linkType,
  onClose,
}: {
  packageId: string;
  subject: string;
  html: string;
  linkType: MessageBody['type_of_link_being_sent'];
  onClose: () => void;
}) {
  const [emails, setEmails] = useState<string[]>([]);
  const [typing, setTyping] = useState('');
  // an address that is not one is refused here, before anything is sent
  const invalid = emails.filter((email) => !EMAIL_PATTERN.test(email));
  const send = useTestSend(packageId);
  const submit = () =>
    send.mutate({ emails, subject, html, linkType }, { onSuccess: (answer) => answer.emails_sent_number > 0 && onClose() });
  return (
    <Modal opened onClose={onClose} title="Send test message" size={616} centered>
      <Stack>
        <TagsInput
          label="E-mail addresses"
          description="Press Enter, space, comma or Tab after each address"
          placeholder="name@example.com"
          value={emails}
          onChange={setEmails}
          searchValue={typing}
          onSearchChange={setTyping}
          splitChars={[',', ' ', '\t']}
          acceptValueOnBlur
          onKeyDown={(event) => {
            // Tab ends an address as Enter does, and keeps the focus in the field while one is being typed
            const address = typing.trim();
            if (event.key === 'Tab' && address) {
              event.preventDefault();
              setEmails((current) => (current.includes(address) ? current : [...current, address]));
              setTyping('');
            }
          }}
          error={invalid.length > 0 ? `Email is invalid: ${invalid.join(', ')}` : undefined}
          data-testid="test-emails"
        />
        {emails.length === 0 && (
          <Text fz="xs" c="dimmed">
            Enter at least one e-mail.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={emails.length === 0 || invalid.length > 0} loading={send.isPending} onClick={submit}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
