import { Group, Text, type MantineSize } from '@mantine/core';
import { useId } from 'react';

type LogoMarkProps = {
  /** Pixel size of the square mark. */
  size?: number;
  /** Accessible name; omit when a visible wordmark sits next to the mark. */
  title?: string;
};

/** Brand colours of the mark; fixed, so the mark looks the same in any theme or outside the app (favicon.svg). */
const TILE_FROM = '#249273';
const TILE_TO = '#005843';

/**
 * The Canopy mark: a rounded tile in Canopy green holding a broad tree crown (a canopy) on a short trunk,
 * the branches cut out of the crown in the tile colour. Keep in step with web/public/favicon.svg.
 */
export function LogoMark({ size = 32, title }: LogoMarkProps) {
  const gradientId = `canopy-tile-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const tile = `url(#${gradientId})`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <defs>
        <linearGradient id={gradientId} gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="32" y2="32">
          <stop offset="0" stopColor={TILE_FROM} />
          <stop offset="1" stopColor={TILE_TO} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={tile} />
      <path d="M14.7 18h2.6v8.2a1.3 1.3 0 0 1-2.6 0z" fill="#fff" />
      <g fill="#fff">
        <circle cx="16" cy="11.5" r="6.5" />
        <circle cx="10" cy="14.8" r="4.8" />
        <circle cx="22" cy="14.8" r="4.8" />
        <circle cx="12.6" cy="18.4" r="3.8" />
        <circle cx="19.4" cy="18.4" r="3.8" />
      </g>
      <path d="M16 19.4V13.2M16 18l-3.4-3M16 15.9l3.2-2.8" fill="none" stroke={tile} strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

type LogoProps = {
  /** Height of the mark in pixels; the wordmark scales with it. */
  size?: number;
  /** Wordmark font size. */
  textSize?: MantineSize | string;
};

/** Mark plus "Canopy" wordmark, for headers and cards. */
export function Logo({ size = 32, textSize }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap" aria-label="Canopy" role="img">
      <LogoMark size={size} />
      <Text component="span" fw={700} fz={textSize ?? size * 0.66} lh={1} c="canopy.9" style={{ letterSpacing: '-0.02em' }} aria-hidden>
        Canopy
      </Text>
    </Group>
  );
}
