import { Alert, Anchor, Badge, Button, Card, Paper, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Canopy green: a deep, slightly teal forest green. Shade 7 is the brand colour. */
const canopy: MantineColorsTuple = [
  '#e8f6f1',
  '#d3ebe3',
  '#a6d6c6',
  '#76c0a7',
  '#4fad8d',
  '#35a07d',
  '#249273',
  '#167d62',
  '#0d6b56',
  '#005843',
];

/** Warm neutral used for page backgrounds and borders, so the UI does not feel clinical. */
const bark: MantineColorsTuple = [
  '#f6f7f6',
  '#eceeed',
  '#d8dcda',
  '#c1c7c4',
  '#a9b1ad',
  '#8f9893',
  '#737c77',
  '#5a625e',
  '#414845',
  '#2a2f2d',
];

const fontStack = "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'canopy',
  primaryShade: { light: 7, dark: 5 },
  colors: { canopy, bark },
  fontFamily: fontStack,
  fontFamilyMonospace: "ui-monospace, 'SF Mono', 'JetBrains Mono', Menlo, Consolas, 'Liberation Mono', monospace",
  headings: {
    fontFamily: fontStack,
    fontWeight: '650',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
  components: {
    Card: Card.extend({ defaultProps: { withBorder: true, radius: 'md', padding: 'lg', shadow: 'xs' } }),
    Paper: Paper.extend({ defaultProps: { radius: 'md' } }),
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Badge: Badge.extend({ defaultProps: { radius: 'sm', variant: 'light' } }),
    Alert: Alert.extend({ defaultProps: { radius: 'md', variant: 'light' } }),
    Anchor: Anchor.extend({ defaultProps: { underline: 'hover' } }),
  },
});

/**
 * Text of the light variant (badges such as 'Link paused' and 'Expired', alerts' titles) is shade 9 on shade 1, which
 * stays under WCAG AA's 4.5:1 for yellow (2.7:1), green, orange, lime and teal, and sits on the line for red and cyan.
 * Each gets a darker tone of its own hue reading at least 5.3:1 on its badge (4.5:1 on the hover shade).
 */
export const LIGHT_VARIANT_TEXT: Readonly<Record<string, string>> = {
  yellow: '#7c4d00',
  orange: '#a33a0b',
  green: '#1f6e35',
  lime: '#3f6212',
  teal: '#06695a',
  red: '#a61e17',
  cyan: '#08647a',
};

/**
 * Mantine's dimmed grey (gray-6, 3.3:1 on white) fails WCAG AA for the small print it is used for; bark-7 reads
 * 6.3:1 on white and 5.9:1 on the page background. The placeholder grey fails the same way.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // placeholders too (5:1 on white), a shade lighter than typed text
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-bark-7)',
    '--mantine-color-placeholder': '#68716c',
    ...Object.fromEntries(Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text])),
  },
  dark: {},
});
