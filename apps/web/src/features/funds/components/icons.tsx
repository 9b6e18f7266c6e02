import { defineIcon } from '@/components/ui/icons';

/** Icons only the funds pages use (the shared set is in components/ui/icons). */

export const CopyIcon = defineIcon(
  'CopyIcon',
  <>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
  </>,
);

export const WalletIcon = defineIcon(
  'WalletIcon',
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <path d="M4 7.5v10A2.5 2.5 0 0 0 6.5 20H20V8H6.5A2.5 2.5 0 0 1 4 5.5" />
    <circle cx="16" cy="14" r="1" />
  </>,
);

export const ShieldIcon = defineIcon(
  'ShieldIcon',
  <>
    <path d="M12 3.5 5 6.5v5c0 4.2 2.9 7.9 7 9 4.1-1.1 7-4.8 7-9v-5l-7-3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

export const KeyIcon = defineIcon(
  'KeyIcon',
  <>
    <circle cx="8" cy="15" r="3.5" />
    <path d="m10.5 12.5 8-8M16 7l2.5 2.5M14 9l2 2" />
  </>,
);
