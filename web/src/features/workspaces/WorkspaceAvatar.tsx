import type { Workspace } from '@canopy/contracts';
import { Avatar, type AvatarProps } from '@mantine/core';
import { initials } from '../../shared/ui/initials';

/** A workspace's logo, or its initials on the brand colour when it has none. Decorative: its name is always beside it. */
export function WorkspaceAvatar({
  workspace,
  size = 36,
  ...rest
}: { workspace: Pick<Workspace, 'name' | 'logo_url'> } & Omit<AvatarProps, 'src' | 'children'>) {
  return (
    <Avatar src={workspace.logo_url} alt="" aria-hidden size={size} radius="md" color="canopy" variant="light" {...rest}>
      {initials(workspace.name)}
    </Avatar>
  );
}
