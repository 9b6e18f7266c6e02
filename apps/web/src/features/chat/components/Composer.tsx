import { ActionIcon, CloseButton, Textarea, VisuallyHidden } from '@mantine/core';
import { CHAT_TEXT_MAX } from '@meridian/contract';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_IMAGE_ACCEPT, isChatImageType } from '../api/chat-api';
import { useObjectUrl } from '../hooks/useChatImage';
import type { ChatSession } from '../lib/chat-session';
import classes from './Chat.module.css';
import { PaperclipIcon, SendIcon } from '@/components/ui/icons';
import type { Layout } from '@/lib/layout';

/**
 * Writing a message: plain text up to 2,000 characters (a counter below), an optional PNG or
 * JPEG image, Send (Enter on a desktop, Shift+Enter for a new line). Usable while the connection
 * is down: what is sent then waits in the queue. Typing tells staff, at most once every 3 s.
 */
export function Composer({
  session,
  layout,
  autoFocus = false,
}: {
  session: ChatSession;
  layout: Layout;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const preview = useObjectUrl(file);
  const counterId = useId();
  const hintId = useId();
  const canSend = text.trim() !== '' || file !== null;

  useEffect(() => {
    if (autoFocus) textarea.current?.focus();
  }, [autoFocus]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    session.send(text, file);
    setText('');
    setFile(null);
    setFileError(null);
    textarea.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // A phone's Enter is a new line; an input method's Enter confirms a word.
    if (layout !== 'desktop' || event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.altKey && !event.ctrlKey) {
      event.preventDefault();
      submit();
    }
  }

  function onChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setText(event.currentTarget.value.slice(0, CHAT_TEXT_MAX));
    if (event.currentTarget.value !== '') session.typing();
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.currentTarget.files?.[0] ?? null;
    event.currentTarget.value = ''; // the same file can be picked again
    if (!picked) return;
    if (!isChatImageType(picked.type)) {
      setFile(null);
      setFileError(t('chat.errors.wrongType'));
      return;
    }
    setFileError(null);
    setFile(picked);
  }

  return (
    <form className={classes.composer} onSubmit={submit} data-testid="chat-composer" noValidate>
      {file && (
        <div className={classes.attachment} data-testid="chat-attachment">
          {preview && <img src={preview} alt="" className={classes.attachmentPreview} />}
          <span className={classes.attachmentName} dir="auto">
            {file.name}
          </span>
          <CloseButton
            size="sm"
            aria-label={t('chat.composer.removeImage', { name: file.name })}
            onClick={() => setFile(null)}
          />
        </div>
      )}
      {fileError && (
        <p className={classes.error} role="alert" data-testid="chat-file-error">
          {fileError}
        </p>
      )}
      <div className={classes.composerRow}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          aria-label={t('chat.composer.attach')}
          onClick={() => fileInput.current?.click()}
          data-testid="chat-attach"
        >
          <PaperclipIcon size={22} />
        </ActionIcon>
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          hidden
          tabIndex={-1}
          onChange={onPick}
          data-testid="chat-file"
        />
        <Textarea
          ref={textarea}
          className={classes.input}
          aria-label={t('chat.composer.label')}
          aria-describedby={layout === 'desktop' ? `${counterId} ${hintId}` : counterId}
          placeholder={t('chat.composer.placeholder')}
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
          maxLength={CHAT_TEXT_MAX}
          autosize
          minRows={1}
          maxRows={5}
          dir="auto"
          data-testid="chat-input"
        />
        <ActionIcon
          type="submit"
          size={40}
          radius="xl"
          aria-label={t('chat.composer.send')}
          disabled={!canSend}
          className={classes.send}
          data-testid="chat-send"
        >
          <SendIcon size={20} />
        </ActionIcon>
      </div>
      <div className={classes.composerMeta}>
        {layout === 'desktop' ? <span id={hintId}>{t('chat.composer.hint')}</span> : <span />}
        <span
          className={classes.counter}
          data-near={text.length > CHAT_TEXT_MAX - 100 || undefined}
          data-testid="chat-counter"
          dir="ltr"
          aria-hidden="true"
        >
          {t('chat.composer.counter', { count: text.length, max: CHAT_TEXT_MAX })}
        </span>
        <VisuallyHidden id={counterId}>
          {t('chat.composer.counterLabel', { count: text.length, max: CHAT_TEXT_MAX })}
        </VisuallyHidden>
      </div>
    </form>
  );
}
