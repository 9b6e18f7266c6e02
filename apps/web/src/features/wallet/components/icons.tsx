import { defineIcon } from '@/components/ui/icons';

/** Icons only the wallet pages use: same 24×24 grid and stroke as components/ui/icons. */

/** Swap the two currencies (from ↔ to). */
export const SwapVerticalIcon = defineIcon(
  'SwapVerticalIcon',
  <>
    <path d="M8 19.5v-15" />
    <path d="m4.5 8 3.5-3.5L11.5 8" />
    <path d="M16 4.5v15" />
    <path d="m12.5 16 3.5 3.5 3.5-3.5" />
  </>,
);

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
