import { Button, Group } from '@mantine/core';
import { IconBuildingCommunity, IconChartBar, IconFileSpreadsheet, IconHistory, IconShare, IconTarget } from '@tabler/icons-react';
import { NavLink } from 'react-router-dom';

const LINKS = [
  { to: '/admin/teams', label: 'Teams', icon: IconBuildingCommunity },
  { to: '/admin/areas-of-focus', label: 'Areas Of Focus', icon: IconTarget },
  { to: '/admin/network-map', label: 'Network Map CSV', icon: IconShare },
  { to: '/admin/groups-csv-report', label: 'Group Report', icon: IconFileSpreadsheet },
  { to: '/admin/benchmarks-csv-report', label: 'Benchmark Report', icon: IconChartBar },
  { to: '/admin/audit', label: 'Audit', icon: IconHistory },
] as const;

/** the admin area's buttons (spec: Teams, Areas Of Focus, Network Map CSV, Group Report, Benchmark Report), and the audit trail */
export function AdminNav() {
  return (
    <Group gap="sm" mb="xl" component="nav" aria-label="Admin area">
      {LINKS.map(({ to, label, icon: Icon }) => (
        <NavLink key={to} to={to} style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button component="span" variant={isActive ? 'filled' : 'light'} leftSection={<Icon size={16} />}>
              {label}
            </Button>
          )}
        </NavLink>
      ))}
    </Group>
  );
}
