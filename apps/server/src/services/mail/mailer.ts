/** Outgoing e-mail and SMS. SMS goes through a provider interface; the default is the dev mailbox. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
  /** True when messages land in the local dev mailbox instead of leaving the machine. */
  readonly usesDevMailbox: boolean;
}
