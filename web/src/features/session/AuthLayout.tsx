import { Anchor, Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo, LogoMark } from '../../shared/brand/Logo';
import { IconBook, IconChartBar, IconUsers } from '@tabler/icons-react';

const HIGHLIGHTS = [
  { icon: IconUsers, title: 'Capture', text: 'Participants, groups and assessment packages for every client workspace.' },
  { icon: IconChartBar, title: 'Learn', text: 'Culture and collaboration analytics, reports and AI analysis.' },
  { icon: IconBook, title: 'Lead', text: 'Data stories that carry your findings to the leadership team.' },
];

/** The brand side of the sign-in screens: deep green, the product promise, nothing to click. */
function BrandPanel() {
  return (
    <Box
      visibleFrom="md"
      p={48}
      style={{
        flex: '0 0 44%',
        maxWidth: 620,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        color: 'white',
        background:
          'radial-gradient(900px 500px at 110% 120%, rgba(79,173,141,0.35), transparent 60%), radial-gradient(700px 420px at -20% -10%, rgba(255,255,255,0.10), transparent 60%), linear-gradient(160deg, #0d6b56 0%, #005843 55%, #043b2e 100%)',
      }}
    >
      <Group gap={12}>
        <Box style={{ borderRadius: 10, boxShadow: '0 0 0 1px rgba(255,255,255,0.25)' }}>
          <LogoMark size={36} />
        </Box>
        <Text fw={700} fz={24} style={{ letterSpacing: '-0.02em' }}>
          Canopy
        </Text>
      </Group>

      <Stack gap={36} maw={440}>
        <Stack gap="sm">
          <Text fz={34} fw={650} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
            See how the organisations you advise really work.
          </Text>
          <Text fz="md" c="rgba(255,255,255,0.78)" lh={1.6}>
            Workforce surveys and organisation analytics, built for consultants.
          </Text>
        </Stack>
        <Stack gap="lg">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <Group key={title} gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon
                size={38}
                radius="md"
                variant="white"
                color="canopy"
                style={{ flexShrink: 0, background: 'rgba(255,255,255,0.12)', color: 'white' }}
              >
                <Icon size={20} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={600} fz="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
                  {title}
                </Text>
                <Text fz="sm" c="rgba(255,255,255,0.78)" lh={1.5}>
                  {text}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Stack>

      <Text fz="xs" c="rgba(255,255,255,0.6)">
        © {new Date().getFullYear()} Canopy
      </Text>
    </Box>
  );
}

type AuthLayoutProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the form (Forgot password?, App version). */
  footer?: ReactNode;
};

/** Two-pane frame of login, forgot password and set password: brand on the left, the form on the right. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', background: 'var(--mantine-color-white)' }}>
      <BrandPanel />
      <Box
        component="main"
        style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}
        px="lg"
        py={48}
        bg="bark.0"
      >
        <Stack w="100%" maw={420} gap="xl">
          <Anchor component={Link} to="/" underline="never" aria-label="Canopy home" hiddenFrom="md" w="fit-content">
            <Logo size={32} />
          </Anchor>
          <Box
            p={{ base: 'lg', sm: 36 }}
            bg="white"
            style={{
              borderRadius: 'var(--mantine-radius-lg)',
              border: '1px solid var(--mantine-color-bark-1)',
              boxShadow: '0 1px 2px rgba(16,24,20,0.04), 0 12px 32px -12px rgba(16,24,20,0.12)',
            }}
          >
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={1} fz={26} style={{ letterSpacing: '-0.01em' }}>
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" fz="sm" lh={1.55}>
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Box>
          {footer}
        </Stack>
      </Box>
    </Box>
  );
}
