import { AiMessages } from '@canopy/contracts/analytics/ai';
import { Card, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorDetail } from '../../shared/api/http';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';

/** an AI page's head and its current workspace: the content once there is one, the spec's message when there is none */
export function AiPageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (workspaceId: string) => ReactNode;
}) {
  usePageTitle(title);
  const { workspace, isLoading, error } = useCurrentWorkspace();
  return (
    <>
      <PageHeader eyebrow="Learn · AI Analysis" title={title} description={description} />
      {isLoading && <Skeleton h={240} radius="md" />}
      {!isLoading && !workspace && (
        <Card p="xl">
          <Text c="red.7">{error ? errorDetail(error) : `${AiMessages.noWorkspace}, ${AiMessages.tryLater.toLowerCase()}`}</Text>
        </Card>
      )}
      {workspace && children(workspace.id)}
    </>
  );
}
