/**
 * Times in the chat, in the interface language's locale and the person's own time zone (Latin
 * digits, as every figure in the app): a message of today by its time, an older one with its
 * date; when staff are back with the weekday, so "We'll be back Monday, 16 November, 08:00".
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, key: string, options: Intl.DateTimeFormatOptions) {
  const id = `${locale}|${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { numberingSystem: 'latn', ...options });
    formats.set(id, format);
  }
  return format;
}

export function messageTime(epochMs: number, locale: string, now: number = Date.now()): string {
  const date = new Date(epochMs);
  const today = new Date(now);
  if (date.toDateString() === today.toDateString())
    return formatter(locale, 'time', { hour: '2-digit', minute: '2-digit' }).format(date);
  if (date.getFullYear() === today.getFullYear())
    return formatter(locale, 'dayTime', {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(date);
  return formatter(locale, 'dateTime', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function returnTime(epochMs: number, locale: string): string {
  return formatter(locale, 'return', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(epochMs));
}
