import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { lookupError } from './lookupError';

type Props = {
  title: string;
  description: string;
  /** what the page says while no workspace is chosen */
  noWorkspace: string;
  children: (workspace: { id: string; name: string }) => ReactNode;
};

/** The frame both export pages share: title, header, the current workspace's loading and absence, then the form. */
export function ExportPageShell({ title, description, noWorkspace, children }: Props) {
  usePageTitle(title);
  const { workspace, isLoading, error } = useCurrentWorkspace();
  return (
    <>
      <PageHeader eyebrow="Learn · Reports" title={title} description={description} />
      {isLoading && <Loader />}
      {!isLoading && !workspace && <Text c={error ? 'red.7' : 'dimmed'}>{error ? lookupError(error) : noWorkspace}</Text>}
      {workspace && children(workspace)}
    </>
  );
}
