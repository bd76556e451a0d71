import { checkPasswordReset, type TeamMember } from '@canopy/contracts';
import { Alert, PasswordInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { errorDetail } from '../../shared/api/http';
import { FormModal } from '../../shared/ui/FormModal';
import { useResetMemberPassword } from './hooks/useAdminMutations';

/** 'Reset Password' of one member: spaces stripped, at least 5 characters, typed twice; the member is signed out everywhere */
export function ResetPasswordModal({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resetting = useResetMemberPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (resetting.isPending) return;
    const checked = checkPasswordReset({ new_password: password, password_confirmation: confirmation });
    if (!checked.ok) return setError(checked.error);
    resetting.mutate(
      { id: member.id, new_password: checked.value, password_confirmation: checked.value },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', title: 'Password reset', message: answer.message });
          onClose();
        },
      },
    );
  };

  const name = `${member.first_name} ${member.last_name}`.trim() || member.email;
  return (
    <FormModal
      title="Reset Password"
      size={416}
      onClose={onClose}
      onSubmit={submit}
      pending={resetting.isPending}
      submitLabel="Reset Password"
    >
      <Text fz="sm" c="dimmed">
        A new password for {name} ({member.email}). Their open sessions end, so they sign in again with it.
      </Text>
      {(error || resetting.error) && (
        <Alert color="red" role="alert">
          {error ?? errorDetail(resetting.error)}
        </Alert>
      )}
      <PasswordInput
        label="New password"
        value={password}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          setError(null);
        }}
        withAsterisk
        data-autofocus
        autoComplete="new-password"
      />
      <PasswordInput
        label="Confirm password"
        value={confirmation}
        onChange={(event) => {
          setConfirmation(event.currentTarget.value);
          setError(null);
        }}
        withAsterisk
        autoComplete="new-password"
      />
    </FormModal>
  );
}
