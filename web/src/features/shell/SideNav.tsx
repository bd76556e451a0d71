import { Anchor, AppShell, Box, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import classes from './SideNav.module.css';
import { NAVIGATION, groupForPath, isLinkActive, type NavExternalItem, type NavGroupItem, type NavLinkItem } from './navigation';
import { WorkspaceSwitcherSlot } from './WorkspaceSwitcherSlot';
import { IconChevronRight, IconExternalLink } from '@tabler/icons-react';

function ExternalLink({ item, nested }: { item: NavExternalItem; nested?: boolean }) {
  const Icon = item.icon;
  return (
    <NavLink
      component="a"
      href={item.href}
      target="_blank"
      rel="noopener noreferrer"
      label={item.label}
      className={nested ? classes.child : classes.link}
      classNames={{ label: classes.label }}
      leftSection={Icon ? <Icon size={19} /> : undefined}
      rightSection={<IconExternalLink size={14} />}
      aria-label={`${item.label} (opens in a new tab)`}
    />
  );
}

function PageLink({ item, pathname, nested }: { item: NavLinkItem; pathname: string; nested?: boolean }) {
  const Icon = item.icon;
  const active = isLinkActive(item, pathname);
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
      className={nested ? classes.child : classes.link}
      classNames={{ label: classes.label }}
      leftSection={Icon ? <Icon size={19} className={classes.icon} /> : undefined}
    />
  );
}

function Group_({ item, pathname, opened, onToggle }: { item: NavGroupItem; pathname: string; opened: boolean; onToggle: () => void }) {
  const Icon = item.icon;
  const containsCurrent = groupForPath(pathname, [{ title: null, items: [item] }]) !== null;
  return (
    <NavLink
      label={item.label}
      opened={opened}
      onChange={onToggle}
      className={classes.link}
      classNames={{ label: classes.label, children: classes.children }}
      leftSection={<Icon size={19} className={containsCurrent ? undefined : classes.icon} />}
      rightSection={<IconChevronRight size={16} />}
      childrenOffset={0}
      c={containsCurrent ? 'canopy.8' : undefined}
      component="button"
      aria-expanded={opened}
    >
      {item.children.map((child) =>
        child.kind === 'external' ? (
          <ExternalLink key={child.label} item={child} nested />
        ) : (
          <PageLink key={child.to} item={child} pathname={pathname} nested />
        ),
      )}
    </NavLink>
  );
}

/**
 * The side navigation: the workspace switcher on top, then Home and the CAPTURE, LEARN and LEAD sections.
 * One expandable group is open at a time; the group of the current page opens by itself.
 */
export function SideNav() {
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupForPath(pathname));

  useEffect(() => {
    const current = groupForPath(pathname);
    if (current) setOpenGroup(current);
  }, [pathname]);

  return (
    <>
      <AppShell.Section p="sm" pb={4}>
        <WorkspaceSwitcherSlot />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} type="scroll" scrollbarSize={6}>
        <Box component="nav" aria-label="Main" pb="md">
          {NAVIGATION.map((section, index) => (
            <Box key={section.title ?? `section-${index}`} className={classes.section} mt={section.title ? 0 : 8}>
              {section.title && (
                <Text className={classes.sectionTitle} component="h2">
                  {section.title}
                </Text>
              )}
              {section.items.map((item) => {
                if (item.kind === 'link') return <PageLink key={item.to} item={item} pathname={pathname} />;
                if (item.kind === 'external') return <ExternalLink key={item.label} item={item} />;
                return (
                  <Group_
                    key={item.id}
                    item={item}
                    pathname={pathname}
                    opened={openGroup === item.id}
                    onToggle={() => setOpenGroup((current) => (current === item.id ? null : item.id))}
                  />
                );
              })}
            </Box>
          ))}
        </Box>
      </AppShell.Section>
      <AppShell.Section px="lg" py="sm" style={{ borderTop: '1px solid var(--mantine-color-bark-1)' }}>
        <Group justify="space-between">
          <Anchor component={Link} to="/app-version" fz="xs" c="dimmed">
            App version
          </Anchor>
          <Text fz="xs" c="dimmed">
            Canopy
          </Text>
        </Group>
      </AppShell.Section>
    </>
  );
}
