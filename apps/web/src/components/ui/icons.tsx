import type { ReactNode, SVGProps } from 'react';

/**
 * The app's icons: inline SVG, 24×24 grid, 1.75 px strokes in currentColor. Decorative by default
 * (aria-hidden); the control that holds one carries the accessible name.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
}

/** The attributes every icon's <svg> carries; a feature with its own icons spreads these. */
export function iconSvgProps({ size = 20, strokeWidth = 1.75, ...props }: IconProps) {
  return {
    xmlns: 'http://www.w3.org/2000/svg',
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
    ...props,
  };
}

/** Makes an icon component from its paths (also for icons only one feature uses). */
export function defineIcon(displayName: string, paths: ReactNode) {
  function Icon(props: IconProps) {
    return <svg {...iconSvgProps(props)}>{paths}</svg>;
  }
  Icon.displayName = displayName;
  return Icon;
}

export const HomeIcon = defineIcon(
  'HomeIcon',
  <>
    <path d="M3.5 10.5 12 3.5l8.5 7" />
    <path d="M5.5 9v10.5a1 1 0 0 0 1 1H10v-6h4v6h3.5a1 1 0 0 0 1-1V9" />
  </>,
);

export const ChartIcon = defineIcon(
  'ChartIcon',
  <>
    <path d="M3.5 20.5h17" />
    <path d="m4.5 15.5 4.5-5 4 3.5 6.5-8" />
    <path d="M15.5 6h4v4" />
  </>,
);

export const RobotIcon = defineIcon(
  'RobotIcon',
  <>
    <rect x="4.5" y="8" width="15" height="11.5" rx="3" />
    <path d="M12 8V4.5" />
    <circle cx="12" cy="3.5" r="1" />
    <circle cx="9.25" cy="13" r="1.1" fill="currentColor" stroke="none" />
    <circle cx="14.75" cy="13" r="1.1" fill="currentColor" stroke="none" />
    <path d="M9.5 16.5h5" />
    <path d="M2.5 12.5v3M21.5 12.5v3" />
  </>,
);

export const BankIcon = defineIcon(
  'BankIcon',
  <>
    <path d="M3 9.5 12 4l9 5.5" />
    <path d="M4.5 9.5h15" />
    <path d="M6.5 12v5.5M10.25 12v5.5M13.75 12v5.5M17.5 12v5.5" />
    <path d="M3.5 20.5h17" />
  </>,
);

export const UserIcon = defineIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.8-3.9 3.8-6 7.5-6s6.7 2.1 7.5 6" />
  </>,
);

export const HeadsetIcon = defineIcon(
  'HeadsetIcon',
  <>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19c0 1.4-1.6 2-4 2H13" />
  </>,
);

export const GlobeIcon = defineIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17" />
    <path d="M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5Z" />
  </>,
);

export const BellIcon = defineIcon(
  'BellIcon',
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </>,
);

export const ChevronDownIcon = defineIcon('ChevronDownIcon', <path d="m6 9.5 6 6 6-6" />);

export const ChevronEndIcon = defineIcon('ChevronEndIcon', <path d="m9.5 6 6 6-6 6" />);

export const CheckIcon = defineIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />);

export const DownloadIcon = defineIcon(
  'DownloadIcon',
  <>
    <path d="M12 4v11" />
    <path d="m7.5 11 4.5 4.5 4.5-4.5" />
    <path d="M4.5 19.5h15" />
  </>,
);

export const LogoutIcon = defineIcon(
  'LogoutIcon',
  <>
    <path d="M14 4.5H6.5a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1H14" />
    <path d="M10.5 12h10" />
    <path d="m17 8.5 3.5 3.5-3.5 3.5" />
  </>,
);

export const HeartIcon = defineIcon(
  'HeartIcon',
  <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" />,
);

export const PercentIcon = defineIcon(
  'PercentIcon',
  <>
    <path d="M18.5 5.5 5.5 18.5" />
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </>,
);

export const AlertIcon = defineIcon(
  'AlertIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5" />
    <circle cx="12" cy="16.25" r="0.9" fill="currentColor" stroke="none" />
  </>,
);

export const ClockIcon = defineIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);

/** The Meridian mark: a meridian arc over a rising line, on the primary colour. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M16 5.5c4.4 2.7 6.5 6.2 6.5 10.5S20.4 23.8 16 26.5C11.6 23.8 9.5 20.3 9.5 16S11.6 8.2 16 5.5Z"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.45"
        strokeWidth="1.6"
      />
      <path
        d="m7 20.5 5.5-5 4 3 8.5-8.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const QuestionIcon = defineIcon(
  'QuestionIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.4a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.7" />
    <circle cx="12" cy="16.6" r="0.9" fill="currentColor" stroke="none" />
  </>,
);
