import type { ReactNode, SVGProps } from 'react';

/**
 * The app's icons: inline SVG, 24×24 grid, 1.75 px strokes in currentColor. Decorative by default
 * (aria-hidden); the control that holds one carries the accessible name.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
}

/** The attributes every icon's <svg> carries. */
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

/** Makes an icon component from its paths. */
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

/** Icons only the account pages use: same 24×24 grid and stroke as components/ui/icons. */
export const SwapIcon = defineIcon(
  'SwapIcon',
  <>
    <path d="M7 4.5v15" />
    <path d="m3.5 8 3.5-3.5L10.5 8" />
    <path d="M17 19.5v-15" />
    <path d="m13.5 16 3.5 3.5 3.5-3.5" />
  </>,
);

export const ReceiptIcon = defineIcon(
  'ReceiptIcon',
  <>
    <path d="M6 3.5h12v17l-2.5-1.5-2 1.5-1.5-1.5-1.5 1.5-2-1.5L6 20.5Z" />
    <path d="M9 8.5h6M9 12h6M9 15.5h3.5" />
  </>,
);

export const ListIcon = defineIcon(
  'ListIcon',
  <>
    <path d="M9 6.5h11M9 12h11M9 17.5h11" />
    <circle cx="4.75" cy="6.5" r="1" fill="currentColor" stroke="none" />
    <circle cx="4.75" cy="12" r="1" fill="currentColor" stroke="none" />
    <circle cx="4.75" cy="17.5" r="1" fill="currentColor" stroke="none" />
  </>,
);

export const GearIcon = defineIcon(
  'GearIcon',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 14.5a1.5 1.5 0 0 0 .3 1.6l.1.1a1.8 1.8 0 1 1-2.6 2.6l-.1-.1a1.5 1.5 0 0 0-1.6-.3 1.5 1.5 0 0 0-.9 1.4v.3a1.8 1.8 0 0 1-3.6 0v-.1a1.5 1.5 0 0 0-1-1.4 1.5 1.5 0 0 0-1.6.3l-.1.1a1.8 1.8 0 1 1-2.6-2.6l.1-.1a1.5 1.5 0 0 0 .3-1.6 1.5 1.5 0 0 0-1.4-.9h-.3a1.8 1.8 0 0 1 0-3.6h.1a1.5 1.5 0 0 0 1.4-1 1.5 1.5 0 0 0-.3-1.6l-.1-.1a1.8 1.8 0 1 1 2.6-2.6l.1.1a1.5 1.5 0 0 0 1.6.3h.1a1.5 1.5 0 0 0 .9-1.4v-.3a1.8 1.8 0 0 1 3.6 0v.1a1.5 1.5 0 0 0 .9 1.4 1.5 1.5 0 0 0 1.6-.3l.1-.1a1.8 1.8 0 1 1 2.6 2.6l-.1.1a1.5 1.5 0 0 0-.3 1.6v.1a1.5 1.5 0 0 0 1.4.9h.3a1.8 1.8 0 0 1 0 3.6h-.1a1.5 1.5 0 0 0-1.4.9Z" />
  </>,
);

export const LockIcon = defineIcon(
  'LockIcon',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    <path d="M12 14.5v2" />
  </>,
);

export const KeyIcon = defineIcon(
  'KeyIcon',
  <>
    <circle cx="8" cy="15" r="4.5" />
    <path d="m11.2 11.8 8.8-8.8" />
    <path d="m16.5 6.5 2.5 2.5M14.5 8.5l2 2" />
  </>,
);

export const ShieldCheckIcon = defineIcon(
  'ShieldCheckIcon',
  <>
    <path d="M12 3.5 5 6v5.5c0 4.3 2.9 7.6 7 9 4.1-1.4 7-4.7 7-9V6Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
);

export const UserPlusIcon = defineIcon(
  'UserPlusIcon',
  <>
    <circle cx="9.5" cy="8" r="3.75" />
    <path d="M3 20c.7-3.6 3.3-5.5 6.5-5.5 1.6 0 3 .5 4.1 1.4" />
    <path d="M18.5 13.5v6M15.5 16.5h6" />
  </>,
);

export const WalletIcon = defineIcon(
  'WalletIcon',
  <>
    <path d="M18.5 7.5V6a1.5 1.5 0 0 0-1.5-1.5H5.5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h13a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 18.5 8.5H5.5" />
    <circle cx="16" cy="14" r="1.1" fill="currentColor" stroke="none" />
  </>,
);

export const ResetIcon = defineIcon(
  'ResetIcon',
  <>
    <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
    <path d="M4.5 4.5v4h4" />
  </>,
);

export const CopyIcon = defineIcon(
  'CopyIcon',
  <>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
  </>,
);

/** Icons only the sign-in pages use: same 24×24 grid and stroke as components/ui/icons. */
export function MailIcon(props: IconProps) {
  return (
    <svg {...iconSvgProps(props)}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4.5 7 7.5 6 7.5-6" />
    </svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <svg {...iconSvgProps(props)}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </svg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <svg {...iconSvgProps(props)}>
      <path d="M12 3.5 5 6v5.5c0 4.3 2.9 7.6 7 9 4.1-1.4 7-4.7 7-9V6Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </svg>
  );
}

/** Money in. */
export const ArrowUpIcon = defineIcon(
  'ArrowUpIcon',
  <>
    <path d="M12 19V5.5" />
    <path d="m6.5 11 5.5-5.5 5.5 5.5" />
  </>,
);

/** Money out. */
export const ArrowDownIcon = defineIcon(
  'ArrowDownIcon',
  <>
    <path d="M12 5v13.5" />
    <path d="m6.5 13 5.5 5.5 5.5-5.5" />
  </>,
);

export const ChevronStartIcon = defineIcon('ChevronStartIcon', <path d="m14.5 6-6 6 6 6" />);

export const DepositIcon = defineIcon(
  'DepositIcon',
  <>
    <path d="M12 3.5v10" />
    <path d="m8 9.5 4 4 4-4" />
    <path d="M4.5 15.5v3a1.5 1.5 0 0 0 1.5 1.5h12a1.5 1.5 0 0 0 1.5-1.5v-3" />
  </>,
);

export const WithdrawIcon = defineIcon(
  'WithdrawIcon',
  <>
    <path d="M12 13.5v-10" />
    <path d="m8 7.5 4-4 4 4" />
    <path d="M4.5 15.5v3a1.5 1.5 0 0 0 1.5 1.5h12a1.5 1.5 0 0 0 1.5-1.5v-3" />
  </>,
);

export const MinusIcon = defineIcon('MinusIcon', <path d="M5.5 12h13" />);

export const PlusIcon = defineIcon(
  'PlusIcon',
  <>
    <path d="M5.5 12h13" />
    <path d="M12 5.5v13" />
  </>,
);

export const TrendUpIcon = defineIcon(
  'TrendUpIcon',
  <>
    <path d="m4 16.5 5.5-5.5 3.5 3.5 7-7" />
    <path d="M15 7.5h5v5" />
  </>,
);

export const TrendDownIcon = defineIcon(
  'TrendDownIcon',
  <>
    <path d="m4 7.5 5.5 5.5 3.5-3.5 7 7" />
    <path d="M15 16.5h5v-5" />
  </>,
);

export const TimerIcon = defineIcon(
  'TimerIcon',
  <>
    <circle cx="12" cy="13.5" r="7" />
    <path d="M12 10v3.5l2.5 1.5" />
    <path d="M9.5 3.5h5" />
  </>,
);

export function SearchIcon(props: IconProps) {
  return (
    <svg {...iconSvgProps(props)}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </svg>
  );
}

/** A star, filled when `filled` (an item on the watchlist). */
export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <svg {...iconSvgProps(props)} fill={filled ? 'currentColor' : 'none'}>
      <path d="m12 3.8 2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8Z" />
    </svg>
  );
}

export function ArrowBackIcon(props: IconProps) {
  return (
    <svg {...iconSvgProps(props)}>
      <path d="M19.5 12h-15" />
      <path d="m10 6-6 6 6 6" />
    </svg>
  );
}

/** Google's "G" in its brand colours (their sign-in button guidelines ask for the mark as is). */
export function GoogleMark({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** The customer-service chat: attach an image. */
export const PaperclipIcon = defineIcon(
  'PaperclipIcon',
  <path d="m20 11.5-7.6 7.6a5 5 0 0 1-7.1-7.1l8.1-8.1a3.4 3.4 0 0 1 4.8 4.8l-8.1 8.1a1.7 1.7 0 0 1-2.4-2.4l7.4-7.4" />,
);

/** Send a message (a paper plane pointing to the inline end; mirror it in RTL). */
export const SendIcon = defineIcon(
  'SendIcon',
  <>
    <path d="M21 3 10.5 13.5" />
    <path d="M21 3 14.5 21l-4-7.5L3 9.5 21 3Z" />
  </>,
);

/** Read (a message's receipt): two ticks. */
export const DoubleCheckIcon = defineIcon(
  'DoubleCheckIcon',
  <>
    <path d="m2.5 12.5 4.5 4.5 9.5-9.5" />
    <path d="m12 16 1 1 9.5-9.5" />
  </>,
);
