import { EMAIL_PATTERN } from '@canopy/contracts/platform/email';
import { Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { MessageBody } from './api';
import { useTestSend } from './hooks/useTestSend';

/** the refusal of the addresses that are not ones, named (null: every address may be sent to) */
const invalidEmails = (emails: readonly string[]) => {
  const invalid = emails.filter((email) => !EMAIL_PATTERN.test(email));
  return invalid.length > 0 ? `Email is invalid: ${invalid.join(', ')}` : null;
};

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
  // an address that is not one is refused as it is typed, before anything is sent
  const form = useForm({ initialValues: { emails: [] as string[] }, validateInputOnChange: true, validate: { emails: invalidEmails } });
  const { emails } = form.values;
  const [typing, setTyping] = useState('');
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
          {...form.getInputProps('emails')}
          searchValue={typing}
          onSearchChange={setTyping}
          splitChars={[',', ' ', '\t']}
          acceptValueOnBlur
          onKeyDown={(event) => {
            // Tab ends an address as Enter does, and keeps the focus in the field while one is being typed
            const address = typing.trim();
            if (event.key === 'Tab' && address) {
              event.preventDefault();
              form.setFieldValue('emails', (current) => (current.includes(address) ? current : [...current, address]));
              setTyping('');
            }
          }}
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
          <Button disabled={emails.length === 0 || invalidEmails(emails) !== null} loading={send.isPending} onClick={submit}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
