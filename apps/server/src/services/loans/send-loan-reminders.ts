import { formatAmount } from '@meridian/domain';
import { hasServerMessage, isLanguage, translate } from '@meridian/i18n';
import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { loans, notifications, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import type { NotificationInput, NotificationRow } from '../notifications/create-notification.js';
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
 * Which reminder an open loan is owed now, counted from the moment it falls due (so reminders
 * come at the hour the borrower took the loan, not all at midnight): 3 days before (72 to 48 h
 * left), 1 day before (48 to 24 h), on the day (the last 24 h), and every day it is overdue.
 * Writes each reminder an open loan is owed now and has not had (loans.last_reminder holds the
 * last one, moved in the same statement: each is written once), as a notification in the
 * caller's transaction. The e-mails go once that committed (sendLoanReminders).
 */
export async function writeLoanReminders(tx: Tx, now: Date): Promise<LoanReminder[]> {
  const nowIso = sql`${now.toISOString()}::timestamptz`;
  const owed = await queryRows<{ id: string; tag: string }>(
    tx,
    sql`WITH owed AS MATERIALIZED (
          SELECT id, CASE
                 WHEN status = 'repaying' AND due_at > ${nowIso} THEN
                   CASE WHEN due_at - ${nowIso} <= interval '1 day' THEN 'today'
                        WHEN due_at - ${nowIso} <= interval '2 days' THEN 'before-1'
                        WHEN due_at - ${nowIso} > interval '2 days' AND due_at - ${nowIso} <= interval '3 days' THEN 'before-3'
                   END
                 WHEN status = 'overdue' AND ${nowIso} - due_at >= interval '1 day' THEN
                   'overdue-' || floor(extract(epoch FROM ${nowIso} - due_at) / 86400)::int
                 END AS tag
            FROM loans
           WHERE status IN ('repaying', 'overdue') AND due_at <= ${nowIso} + interval '3 days'
        )
        UPDATE loans l SET last_reminder = owed.tag
          FROM owed
         WHERE l.id = owed.id AND owed.tag IS NOT NULL AND l.last_reminder IS DISTINCT FROM owed.tag
     RETURNING l.id::text AS id, owed.tag AS tag`,
  );
  const reminders: LoanReminder[] = [];
  // In chunks: after a pause thousands of loans can be owed a reminder at once, and one statement
  // takes at most 65,535 parameters.
  for (let start = 0; start < owed.length; start += REMINDER_CHUNK)
    reminders.push(...(await writeChunk(tx, owed.slice(start, start + REMINDER_CHUNK), now)));
  return reminders;
}

const REMINDER_CHUNK = 1_000;

async function writeChunk(
  tx: Tx,
  owed: readonly { id: string; tag: string }[],
  now: Date,
): Promise<LoanReminder[]> {
  const tags = new Map(owed.map((r) => [Number(r.id), r.tag]));
  const rows = await tx
    .select({ loan: loans, email: users.email, language: users.language })
    .from(loans)
    .innerJoin(users, sql`${users.id} = ${loans.userId}`)
    .where(inArray(loans.id, [...tags.keys()]));
  const values = rows.map(({ loan }): NotificationInput => {
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
