import { formatAmount } from '@meridian/domain';
import { hasServerMessage, isLanguage, translate } from '@meridian/i18n';
import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { loans, notifications, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import type { NotificationRow } from '../notifications/create-notification.js';
import { publishNotification } from '../notifications/create-notification.js';
import { loanPosition } from './loan-view.js';

const REMINDER_KINDS: Readonly<Record<string, string>> = {
  'before-3': 'loanDueSoon',
  'before-1': 'loanDueTomorrow',
  today: 'loanDueToday',
};

export interface LoanReminder {
  notification: NotificationRow;
  email: string | null;
  language: string;
}

/**
 * Which reminder an open loan is owed now, in UTC calendar days: 3 days and 1 day before the
 * repayment date, on the day (before the time it falls due), and every day it is overdue.
 * Writes each reminder an open loan is owed now and has not had (loans.last_reminder holds the
 * last one, moved in the same statement: each is written once), as a notification in the
 * caller's transaction. The e-mails go once that committed (sendLoanReminders).
 */
export async function writeLoanReminders(tx: Tx, now: Date): Promise<LoanReminder[]> {
  const nowIso = now.toISOString();
  const today = sql`(${nowIso}::timestamptz AT TIME ZONE 'UTC')::date`;
  const dueDay = sql`(due_at AT TIME ZONE 'UTC')::date`;
  const owed = await queryRows<{ id: string; tag: string }>(
    tx,
    sql`WITH owed AS (
          SELECT id, CASE
                 WHEN status = 'repaying' AND due_at > ${nowIso}::timestamptz THEN
                   CASE ${dueDay} - ${today} WHEN 3 THEN 'before-3' WHEN 1 THEN 'before-1' WHEN 0 THEN 'today' END
                 WHEN status = 'overdue' AND ${today} - ${dueDay} >= 1 THEN 'overdue-' || (${today} - ${dueDay})
                 END AS tag
            FROM loans
           WHERE status IN ('repaying', 'overdue')
        )
        UPDATE loans l SET last_reminder = owed.tag
          FROM owed
         WHERE l.id = owed.id AND owed.tag IS NOT NULL AND l.last_reminder IS DISTINCT FROM owed.tag
     RETURNING l.id::text AS id, owed.tag AS tag`,
  );
  if (owed.length === 0) return [];
  const tags = new Map(owed.map((r) => [Number(r.id), r.tag]));
  const rows = await tx
    .select({ loan: loans, email: users.email, language: users.language })
    .from(loans)
    .innerJoin(users, sql`${users.id} = ${loans.userId}`)
    .where(inArray(loans.id, [...tags.keys()]));
  const values = rows.map(({ loan }) => {
    const tag = tags.get(loan.id)!;
    const { figures, interest } = loanPosition(loan, now.getTime());
    const amount = formatAmount(figures.principal + interest);
    const date = loan.dueAt!.toISOString().slice(0, 10);
    return tag.startsWith('overdue-')
      ? {
          userId: loan.userId,
          kind: 'loanOverdueReminder',
          params: { id: loan.id, days: Number(tag.slice('overdue-'.length)), amount, date },
          refType: 'loan',
          refId: String(loan.id),
        }
      : {
          userId: loan.userId,
          kind: REMINDER_KINDS[tag] ?? 'loanDueToday',
          params: { id: loan.id, amount, date },
          refType: 'loan',
          refId: String(loan.id),
        };
  });
  const written = await tx.insert(notifications).values(values).returning();
  const people = new Map(rows.map((r) => [r.loan.userId, r]));
  return written.map((notification) => ({
    notification,
    email: people.get(notification.userId)?.email ?? null,
    language: people.get(notification.userId)?.language ?? 'en',
  }));
}

/** After the commit: the live notifications and the e-mails (a mail server down loses no reminder: the notification stays). */
export async function sendLoanReminders(
  deps: Pick<Deps, 'bus' | 'mailer' | 'log'>,
  reminders: readonly LoanReminder[],
): Promise<void> {
  for (const reminder of reminders) {
    await publishNotification(deps.bus, reminder.notification);
    if (!reminder.email) continue;
    const lang = isLanguage(reminder.language) ? reminder.language : 'en';
    const subject = `notification.${reminder.notification.kind}.title`;
    const body = `notification.${reminder.notification.kind}.body`;
    if (!hasServerMessage(subject) || !hasServerMessage(body)) continue;
    const params = reminder.notification.params as Record<string, string | number>;
    try {
      await deps.mailer.send({
        channel: 'email',
        to: reminder.email,
        subject: translate(lang, subject, params),
        body: translate(lang, body, params),
      });
    } catch (error) {
      deps.log.warn({ err: error }, 'loan reminder mail not sent');
    }
  }
}
