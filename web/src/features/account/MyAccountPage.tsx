import { Card, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';
import { IconLock, IconUser } from '@tabler/icons-react';

const TABS = ['profile', 'password'] as const;
type Tab = (typeof TABS)[number];

/** /my-account: Profile and Password tabs; the tab is kept in the address (?tab=password). */
export function MyAccountPage() {
  usePageTitle('My account');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'profile';

  return (
    <>
      <PageHeader eyebrow="Account" title="My account" description="How you appear to your team, and how you log in." />
      <Card p={0}>
        <Tabs
          value={tab}
          onChange={(next) => setParams(next === 'profile' || !next ? {} : { tab: next }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List px="lg" pt="xs">
            <Tabs.Tab value="profile" leftSection={<IconUser size={16} />}>
              Profile
            </Tabs.Tab>
            <Tabs.Tab value="password" leftSection={<IconLock size={16} />}>
              Password
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile" p="xl">
            <ProfileTab />
          </Tabs.Panel>
          <Tabs.Panel value="password" p="xl">
            <PasswordTab />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </>
  );
}
