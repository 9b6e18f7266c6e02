import type { NotificationItem } from '@meridian/contract';
import { hasServerMessage, translate, type Language, type MessageParams } from '@meridian/i18n';
import type { NotificationRow } from './create-notification.js';
import { formatNotificationParams } from './format-notification-params.js';

/**
 * A stored notification as the caller sees it. Rows keep only the kind and its params, so a
 * user reads old notifications in whatever language they use today.
 */
export function renderNotification(row: NotificationRow, lang: Language): NotificationItem {
  const shown = formatNotificationParams(row.params, lang);
  return {
    id: row.id,
    kind: row.kind,
    title: renderText(lang, `notification.${row.kind}.title`, shown, row.kind),
    body: renderText(lang, `notification.${row.kind}.body`, shown, row.kind),
    params: row.params,
    refType: row.refType,
    refId: row.refId,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A kind without messages (e.g. one added before its translations) still shows something. */
function renderText(lang: Language, key: string, params: MessageParams, fallback: string): string {
  return hasServerMessage(key) ? translate(lang, key, params) : fallback;
}
