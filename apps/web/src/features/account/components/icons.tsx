import { defineIcon } from '@/components/ui/icons';

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
