import { AppShell, Box, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { CollaborationNarrowTexts } from '../collaboration/NarrowScreenTexts';
import { useLogout } from '../session/hooks/useLogout';
import { WorkspaceTimeZone } from '../workspaces/WorkspaceTimeZone';
import { SideNav } from './SideNav';
import { SmallScreenGate } from './SmallScreenNotice';
import { NAVBAR_WIDTH, TopBar } from './TopBar';
import { IconLogout } from '@tabler/icons-react';

function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="subtle" color="bark" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()} loading={logout.isPending}>
      Log out
    </Button>
  );
}

/** The logged-in frame: top bar, side navigation and the page. Below 996 px, the small-screen notice instead. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SmallScreenGate
      notice={
        <>
          <CollaborationNarrowTexts />
          <LogoutButton />
        </>
      }
    >
      <AppShell header={{ height: 64 }} navbar={{ width: NAVBAR_WIDTH, breakpoint: 'xs' }} padding={0} layout="default">
        <AppShell.Header>
          <TopBar />
        </AppShell.Header>
        <AppShell.Navbar>
          <SideNav />
        </AppShell.Navbar>
        <AppShell.Main bg="bark.0">
          <Box px={{ base: 'lg', xl: 40 }} py={32} maw={1320} mx="auto">
            <WorkspaceTimeZone>{children}</WorkspaceTimeZone>
          </Box>
        </AppShell.Main>
      </AppShell>
    </SmallScreenGate>
  );
}
