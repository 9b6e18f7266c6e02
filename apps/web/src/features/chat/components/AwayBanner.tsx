import { Button, TextInput } from '@mantine/core';
import { chatEmailBody, type ChatConversation } from '@meridian/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessHours } from '../api/chat-api';
import type { ChatSession } from '../lib/chat-session';
import { returnTime } from '../lib/time';
import classes from './Chat.module.css';
import { ClockIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { withIsolatedValues } from '@/lib/bidi';
import { useFormat } from '@/lib/format';

/** A visitor leaves an e-mail so a reply written while they are gone reaches them. */
function EmailForm({ session }: { session: ChatSession }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (value: string) => session.api.setEmail(value),
    onSuccess: (conversation) => session.updateConversation(conversation),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = chatEmailBody.safeParse({ email });
    setInvalid(!parsed.success);
    if (parsed.success) save.mutate(parsed.data.email);
  }

  const error = invalid
    ? t('chat.hours.emailInvalid')
    : save.error
      ? errorMessage(save.error)
      : null;
  return (
    <form className={classes.emailForm} onSubmit={submit} noValidate data-testid="chat-email-form">
      <p className={classes.awayText}>{t('chat.hours.visitorPrompt')}</p>
      <div className={classes.emailRow}>
        <TextInput
          type="email"
          autoComplete="email"
          size="sm"
          label={t('chat.hours.emailLabel')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          className={classes.emailInput}
          dir="ltr"
          data-testid="chat-email-input"
        />
        <Button type="submit" size="sm" loading={save.isPending} data-testid="chat-email-save">
          {t('chat.hours.emailSave')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Outside business hours: when staff are back (in the person's locale and time zone), and where
 * the reply will also go — the account's e-mail for a user; for a visitor the e-mail they leave
 * here (or already left).
 */
export function AwayBanner({
  hours,
  conversation,
  session,
}: {
  hours: BusinessHours;
  conversation: ChatConversation;
  session: ChatSession;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className={classes.away} data-testid="chat-away">
      <ClockIcon size={20} className={classes.awayIcon} />
      <div className={classes.awayBody}>
        <p className={classes.awayTitle} data-testid="chat-away-text">
          {hours.nextOpenAt !== null
            ? withIsolatedValues((values) => t('chat.hours.away', values), {
                time: returnTime(hours.nextOpenAt, format.locale),
              })
            : t('chat.hours.awayUnknown')}
        </p>
        {conversation.signedIn ? (
          <p className={classes.awayText}>{t('chat.hours.userEmail')}</p>
        ) : conversation.email ? (
          <p className={classes.awayText} data-testid="chat-email-saved">
            {withIsolatedValues((values) => t('chat.hours.emailSaved', values), {
              email: conversation.email,
            })}
          </p>
        ) : (
          <EmailForm session={session} />
        )}
      </div>
    </section>
  );
}
