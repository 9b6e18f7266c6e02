import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { devMailbox } from '../../db/schema/index.js';
import type { Mailer, OutgoingMessage } from './mailer.js';

async function storeInDevMailbox(db: Db, message: OutgoingMessage) {
  await db.insert(devMailbox).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject,
    body: message.body,
  });
}

/**
 * E-mail goes through SMTP_URL when set, otherwise into the dev mailbox table (page /dev/mailbox).
 * SMS has no provider configured yet, so it always lands in the dev mailbox.
 */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    usesDevMailbox: !transport,
    async send(message) {
      if (message.channel === 'email' && transport) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.body,
        });
        return;
      }
      await storeInDevMailbox(db, message);
    },
  };
}
