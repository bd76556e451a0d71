import { Card, EmptyState, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { errorDetail } from '../../shared/api/http';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AssessmentCard } from './cards/AssessmentCard';
import { useArchivedAssessments } from './hooks/useArchivedAssessments';
import { useAssessmentDialogs } from './useAssessmentDialogs';
import { IconLibrary } from '@tabler/icons-react';

/** Archived Assessments: the team's archived cards, unzipped back into a category or deleted for good. */
export function ArchivedAssessmentsPage() {
  usePageTitle('Archived Assessments');
  const archived = useArchivedAssessments();
  const assessments = useAssessmentDialogs(null);

  let content;
  if (archived.isPending)
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={92} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (archived.isError)
    content = (
      <Text c="red.7" role="alert">
        {errorDetail(archived.error)}
      </Text>
    );
  else if (archived.data.length === 0)
    content = (
      <EmptyState
        icon={<IconLibrary size={28} />}
        variant="light"
        title="There are no archived assessments"
        description="Assessments you archive from My Library wait here."
        py="xl"
      />
    );
  else
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {archived.data.map((assessment) => (
          <AssessmentCard
            key={assessment.id}
            assessment={assessment}
            onOpen={() => assessments.open(assessment)}
            actions={assessments.actionsFor(assessment)}
            titleMax={50}
            draggable={false}
          />
        ))}
      </SimpleGrid>
    );

  return (
    <>
      <PageHeader
        eyebrow="Capture · Assessment Library"
        title="Archived Assessments"
        description="Archived assessments keep their questions and answers. Unzip one to bring it back into a category."
      />
      <Card p="md">{content}</Card>
      {assessments.dialogs}
    </>
  );
}
