import { checkPasswordReset, type TeamMember } from '@canopy/contracts';
import { Alert, PasswordInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from '@mantine/form';
import { errorDetail } from '../../shared/api/http';
import { FormModal } from '../../shared/ui/FormModal';
import { useResetMemberPassword } from './hooks/useResetMemberPassword';
import { passwordResetErrors, type PasswordResetValues } from './ruleErrors';

/** 'Reset Password' of one member: spaces stripped, at least 5 characters, typed twice; the member is signed out everywhere */
export function ResetPasswordModal({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const resetting = useResetMemberPassword();
  const form = useForm<PasswordResetValues>({
    initialValues: { new_password: '', password_confirmation: '' },
    validate: passwordResetErrors,
  });

  const submit = form.onSubmit((values) => {
    const checked = checkPasswordReset(values);
    if (resetting.isPending || !checked.ok) return;
    resetting.mutate(
      { id: member.id, new_password: checked.value, password_confirmation: checked.value },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', title: 'Password reset', message: answer.message });
          onClose();
        },
      },
    );
  });

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
      {resetting.error && (
        <Alert color="red" role="alert">
          {errorDetail(resetting.error)}
        </Alert>
      )}
      <PasswordInput label="New password" {...form.getInputProps('new_password')} withAsterisk data-autofocus autoComplete="new-password" />
      <PasswordInput label="Confirm password" {...form.getInputProps('password_confirmation')} withAsterisk autoComplete="new-password" />
    </FormModal>
  );
}
