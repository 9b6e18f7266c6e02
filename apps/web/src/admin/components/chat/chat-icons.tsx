import { defineIcon } from '@/components/ui/icons';

/** The console's own icons (the app's icon style: 24×24, currentColor strokes, decorative). */

export const PaperclipIcon = defineIcon(
  'PaperclipIcon',
  <path d="m20 11.5-7.6 7.6a5 5 0 0 1-7.1-7.1l8-8a3.4 3.4 0 0 1 4.8 4.8l-8 8a1.7 1.7 0 0 1-2.4-2.4l7.3-7.3" />,
);

export const SendIcon = defineIcon(
  'SendIcon',
  <>
    <path d="M4 12 20 4l-5 16-3.5-6.5Z" />
    <path d="m11.5 13.5 3-3" />
  </>,
);

export const NoteIcon = defineIcon(
  'NoteIcon',
  <>
    <rect x="5" y="10.5" width="14" height="9.5" rx="2" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </>,
);

export const ChatBubbleIcon = defineIcon(
  'ChatBubbleIcon',
  <path d="M5 5.5h14a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-7l-4.5 3.5v-3.5H5A1.5 1.5 0 0 1 3.5 16V7A1.5 1.5 0 0 1 5 5.5Z" />,
);
