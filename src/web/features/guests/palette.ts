import type { GUEST_NAME } from '../../../shared/protocol/guestName.ts';

/**
 * The guest avatars' colours, by GuestName.c. Each is dark enough for the white initial on it to
 * keep WCAG AA contrast (4.5:1, guests.test.ts checks), and the pair does not depend on the
 * theme, so it holds in light and dark alike. Neighbouring indices differ in hue.
 */
export const GUEST_COLOURS = [
  '#b91c1c', // red
  '#1d4ed8', // blue
  '#15803d', // green
  '#7e22ce', // purple
  '#c2410c', // orange
  '#0f766e', // teal
  '#be185d', // pink
  '#4d7c0f', // olive
  '#4338ca', // indigo
  '#a16207', // ochre
  '#0e7490', // cyan
  '#57534e', // stone
] as const satisfies readonly string[] & { length: typeof GUEST_NAME.colours };

/** The initial's colour on every guest avatar. */
export const GUEST_INITIAL = '#ffffff';
