import { Button, Textarea } from '@mantine/core';
import type { ChatConversation } from '@meridian/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSession } from '../lib/chat-session';
import classes from './Chat.module.css';
import { StarIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';

const COMMENT_MAX = 500;
const STARS = [1, 2, 3, 4, 5] as const;

/** Five radio buttons drawn as stars (arrow keys move between them, as in any radio group). */
function Stars({
  value,
  onChange,
  labelledBy,
}: {
  value: number;
  onChange(value: number): void;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={classes.stars}
      onMouseLeave={() => setHover(0)}
      data-testid="chat-rating"
    >
      {STARS.map((n) => (
        <label
          key={n}
          className={classes.star}
          data-on={n <= shown || undefined}
          onMouseEnter={() => setHover(n)}
        >
          <input
            type="radio"
            name="chat-rating"
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className={classes.starInput}
            aria-label={t('chat.rating.star', { count: n })}
          />
          <StarIcon filled={n <= shown} size={32} />
        </label>
      ))}
    </div>
  );
}

/** A rating given, as stars (the sentence beside it says it in words). */
function StarsShown({ value }: { value: number }) {
  return (
    <div className={classes.stars} aria-hidden="true">
      {STARS.map((n) => (
        <span key={n} className={classes.star} data-on={n <= value || undefined}>
          <StarIcon filled={n <= value} size={24} />
        </span>
      ))}
    </div>
  );
}

/** 1–5 stars and an optional comment, once; afterwards the rating given. */
function RatingForm({
  conversation,
  session,
}: {
  conversation: ChatConversation;
  session: ChatSession;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(0);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [thanked, setThanked] = useState(false);
  const titleId = useId();
  const rate = useMutation({
    mutationFn: (body: { rating: number; comment?: string }) => session.api.rate(body),
    onSuccess: (next) => {
      setThanked(true);
      session.updateConversation(next);
    },
  });

  if (conversation.rating !== null)
    return (
      <div className={classes.rating} data-testid="chat-rated">
        {thanked && (
          <p className={classes.ratingTitle} role="status">
            {t('chat.rating.thanks')}
          </p>
        )}
        <StarsShown value={conversation.rating} />
        <p className={classes.muted}>{t('chat.rating.given', { count: conversation.rating })}</p>
      </div>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value < 1) {
      setMissing(true);
      return;
    }
    const trimmed = comment.trim();
    rate.mutate({ rating: value, ...(trimmed ? { comment: trimmed } : {}) });
  }

  return (
    <form className={classes.rating} onSubmit={submit} noValidate data-testid="chat-rating-form">
      <h2 className={classes.ratingTitle} id={titleId}>
        {t('chat.rating.title')}
      </h2>
      <Stars
        value={value}
        labelledBy={titleId}
        onChange={(next) => {
          setValue(next);
          setMissing(false);
        }}
      />
      {missing && (
        <p className={classes.error} role="alert">
          {t('chat.rating.required')}
        </p>
      )}
      <Textarea
        label={t('chat.rating.comment')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value.slice(0, COMMENT_MAX))}
        maxLength={COMMENT_MAX}
        autosize
        minRows={2}
        maxRows={4}
        dir="auto"
        data-testid="chat-rating-comment"
      />
      {rate.error && (
        <p className={classes.error} role="alert">
          {errorMessage(rate.error)}
        </p>
      )}
      <Button type="submit" loading={rate.isPending} data-testid="chat-rating-submit">
        {t('chat.rating.submit')}
      </Button>
    </form>
  );
}

/** A closed conversation: that it ended, the rating, and a way to start again. */
export function ClosedBlock({
  conversation,
  session,
  onStartNew,
}: {
  conversation: ChatConversation;
  session: ChatSession;
  onStartNew(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.closed} data-testid="chat-closed">
      <p className={classes.closedText}>{t('chat.close.closed')}</p>
      <RatingForm conversation={conversation} session={session} />
      <Button variant="light" onClick={onStartNew} data-testid="chat-start-new">
        {t('chat.close.startNew')}
      </Button>
    </div>
  );
}
