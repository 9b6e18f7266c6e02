import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A deep, calm blue: trust without shouting. Shade 8 is the primary filled colour. */
const meridian: MantineColorsTuple = [
  '#eef3fb',
  '#dbe4f4',
  '#b3c6e6',
  '#89a6d8',
  '#668bcc',
  '#4f7ac5',
  '#4271c2',
  '#335fab',
  '#28549a',
  '#1a4589',
];

/** Price up (green) and down (red), tuned to read on white and to differ in lightness too. */
const up: MantineColorsTuple = [
  '#e7f8ef',
  '#d0eedf',
  '#a0dcbd',
  '#6cc999',
  '#43b97b',
  '#29af68',
  '#18a95d',
  '#07944d',
  '#008443',
  '#007237',
];
const down: MantineColorsTuple = [
  '#ffeaea',
  '#fcd4d4',
  '#f3a7a7',
  '#eb7777',
  '#e44e4e',
  '#e03434',
  '#df2626',
  '#c6191b',
  '#b11116',
  '#9b030f',
];

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", "PingFang SC", "Hiragino Sans", "Apple SD Gothic Neo", "Malgun Gothic", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: 'meridian',
  primaryShade: { light: 8, dark: 6 },
  colors: { meridian, up, down },
  fontFamily: SYSTEM_FONTS,
  fontFamilyMonospace:
    'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  black: '#0f1b2d',
  other: { navy: '#0b1f3a', up: '#07944d', down: '#c6191b' },
});

/**
 * Light variants (a tinted Badge, Alert or Button) write shade 9 on shade 1. For these palettes
 * that is below WCAG AA's 4.5:1 (teal 4.3, green 3.8, lime 3.3, yellow 2.7, orange 3.6): their
 * text is darkened, same hue (4.8:1 to 5.6:1 on the tint).
 */
const LIGHT_VARIANT_TEXT: Readonly<Record<string, string>> = {
  teal: '#076c4d',
  green: '#257535',
  lime: '#4a760a',
  yellow: '#b54708',
  orange: '#b83d0d',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: Object.fromEntries(
    Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [
      `--mantine-color-${color}-light-color`,
      text,
    ]),
  ),
  dark: {},
});
