import { defineIcon } from '@/components/ui/icons';

/** Icons only the trading screens use, in the style of components/ui/icons. */

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
