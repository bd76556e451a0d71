import { Card, Skeleton, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { usePageTitle } from '../../../shared/ui/usePageTitle';
import { NoWorkspaceYet } from '../NoWorkspaceYet';
import { useCurrentWorkspace } from '../hooks/useCurrentWorkspace';
import { AdditionalInfoTab } from './AdditionalInfoTab';
import { AlertsTab } from './AlertsTab';
import { ConsultantsTab } from './ConsultantsTab';
import { GeneralInfoTab } from './GeneralInfoTab';
import { HrisIntegrationsTab } from './HrisIntegrationsTab';
import { SurveyExperienceTab } from './SurveyExperienceTab';
import { TimeZoneTab } from './TimeZoneTab';
import { ErrorBanner } from '../../../shared/ui/ErrorBanner';
import { IconBell, IconInfoCircle, IconRefresh, IconSettings, IconSparkles, IconUsers, IconWorld } from '@tabler/icons-react';

// The settings tabs in the spec's order. (The spec also names an API-link tab that it does not list among them.)
const TABS = [
  { value: 'general', label: 'General info', icon: IconSettings, Panel: GeneralInfoTab },
  { value: 'consultants', label: 'Consultants', icon: IconUsers, Panel: ConsultantsTab },
  { value: 'additional-info', label: 'Additional info', icon: IconInfoCircle, Panel: AdditionalInfoTab },
  { value: 'survey-experience', label: 'Survey experience', icon: IconSparkles, Panel: SurveyExperienceTab },
  { value: 'time-zone', label: 'Time zone', icon: IconWorld, Panel: TimeZoneTab },
  { value: 'alerts', label: 'Alerts', icon: IconBell, Panel: AlertsTab },
  { value: 'hris', label: 'HRIS integrations', icon: IconRefresh, Panel: HrisIntegrationsTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function SettingsSkeleton() {
  return (
    <Card p="xl" aria-label="Loading workspace settings" role="status">
      <Stack gap="md" maw={416}>
        <Skeleton h={28} w="60%" />
        <Skeleton h={80} w={80} radius="md" />
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    </Card>
  );
}

/** /workspace-settings: the current workspace's settings in tabs; the tab is kept in the address (?tab=). */
export function WorkspaceSettingsPage() {
  usePageTitle('Workspace settings');
  const { workspace, isLoading, error } = useCurrentWorkspace();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = TABS.some((item) => item.value === requested) ? (requested as TabValue) : 'general';

  const header = (
    <PageHeader
      eyebrow="Workspace"
      title={workspace ? workspace.name : 'Workspace settings'}
      description="The client workspace: its profile, the consultants who work in it, and how surveys group its people, and the time zone its dates are days in."
    />
  );

  if (isLoading) {
    return (
      <>
        {header}
        <SettingsSkeleton />
      </>
    );
  }
  if (!workspace) {
    return (
      <>
        {header}
        {error ? (
          <ErrorBanner title="Workspaces could not be loaded" error={error} />
        ) : (
          <NoWorkspaceYet description="Create a workspace for a client to set it up here." padding="xl" />
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <Card p={0}>
        <Tabs
          value={tab}
          onChange={(next) => setParams(next === 'general' || !next ? {} : { tab: next }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List px="lg" pt="xs">
            {TABS.map(({ value, label, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value} p="xl">
              {/* a switch of workspace starts every form afresh */}
              <Panel key={workspace.id} workspace={workspace} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
    </>
  );
}
