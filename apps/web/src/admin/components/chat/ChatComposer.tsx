import {
  ActionIcon,
  Button,
  FileButton,
  Popover,
  Switch,
  Text,
  Textarea,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { CHAT_TEXT_MAX } from '@meridian/contract';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCannedReplies } from '../../api/chat-api';
import { cannedText, oneLine, withInserted } from '../../lib/chat';
import { PaperclipIcon, SendIcon } from '@/components/ui/icons';
import classes from './chat.module.css';
import type { Draft } from './use-chat';
import { ChevronDownIcon } from '@/components/ui/icons';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
/** The note's send button: dark amber, white text at over 4.5:1. */
const NOTE_COLOR = '#9a4a0a';

/**
 * The composer: plain text up to 2,000 characters, "Internal note" (the composer turns yellow and
 * says so), an image, the canned replies in the conversation's language (English when a reply
 * has none in it). Enter sends, Shift+Enter starts a new line (not while an input method is
 * composing).
 */
export function ChatComposer({
  language,
  draft,
  onDraft,
  onSend,
  onTyping,
}: {
  language: string;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  onSend: (draft: Draft) => void;
  /** A reply is being written (not a note: the person is not told about those). */
  onTyping?: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  // The canned replies are asked for the first time the list opens.
  const [cannedOpen, setCannedOpen] = useState(false);
  const [cannedWanted, setCannedWanted] = useState(false);
  const canned = useCannedReplies(cannedWanted);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const resetFile = useRef<() => void>(null);
  const length = [...draft.text].length;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (draft.text.trim() === '' && !draft.file) {
      setError(t('admin.chat.composer.empty'));
      textRef.current?.focus();
      return;
    }
    setError(null);
    onSend(draft);
    onDraft({ ...draft, text: '', file: null });
    resetFile.current?.();
    textRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function chooseFile(file: File | null) {
    if (file && !IMAGE_TYPES.includes(file.type)) {
      setError(t('admin.chat.composer.imageRule'));
      resetFile.current?.();
      return;
    }
    setError(null);
    onDraft({ ...draft, file });
  }

  return (
    <form
      className={classes.composer}
      data-note={draft.note}
      onSubmit={submit}
      data-testid="chat-composer"
    >
      <Textarea
        ref={textRef}
        label={draft.note ? t('admin.chat.composer.noteLabel') : t('admin.chat.composer.label')}
        description={draft.note ? t('admin.chat.composer.noteHint') : t('admin.chat.composer.keys')}
        placeholder={
          draft.note
            ? t('admin.chat.composer.notePlaceholder')
            : t('admin.chat.composer.placeholder')
        }
        value={draft.text}
        onChange={(event) => {
          setError(null);
          onDraft({ ...draft, text: event.currentTarget.value });
          if (!draft.note) onTyping?.();
        }}
        onKeyDown={onKeyDown}
        maxLength={CHAT_TEXT_MAX}
        autosize
        minRows={2}
        maxRows={6}
        dir="auto"
        error={error}
        data-testid="chat-text"
      />
      {draft.file && (
        <div className={classes.attachment} data-testid="chat-attachment">
          <Text size="xs" truncate="end">
            {t('admin.chat.composer.attached', { name: draft.file.name })}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray.8"
            onClick={() => {
              resetFile.current?.();
              onDraft({ ...draft, file: null });
            }}
          >
            {t('admin.chat.composer.remove')}
          </Button>
        </div>
      )}
      <div className={classes.composerBar}>
        <Switch
          size="sm"
          color="yellow.8"
          label={t('admin.chat.composer.note')}
          checked={draft.note}
          onChange={(event) => onDraft({ ...draft, note: event.currentTarget.checked })}
          data-testid="chat-note-toggle"
        />
        <Text
          size="xs"
          c={length >= CHAT_TEXT_MAX ? 'red.9' : 'gray.7'}
          className={classes.count}
          aria-hidden="true"
        >
          {t('admin.chat.composer.count', { count: length, max: CHAT_TEXT_MAX })}
        </Text>
      </div>
      <div className={classes.composerBar}>
        <div className={classes.composerTools}>
          <FileButton resetRef={resetFile} onChange={chooseFile} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Tooltip label={t('admin.chat.composer.attach')} withinPortal>
                <ActionIcon
                  {...props}
                  variant="default"
                  size="lg"
                  aria-label={t('admin.chat.composer.attach')}
                  data-testid="chat-attach"
                >
                  <PaperclipIcon size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <Popover
            opened={cannedOpen}
            onChange={setCannedOpen}
            position="top-start"
            width={320}
            trapFocus
            returnFocus
            withinPortal
            shadow="md"
          >
            <Popover.Target>
              <Button
                variant="default"
                size="sm"
                rightSection={<ChevronDownIcon size={14} />}
                onClick={() => {
                  setCannedWanted(true);
                  setCannedOpen((open) => !open);
                }}
                data-testid="chat-canned"
              >
                {t('admin.chat.composer.canned')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown
              className={classes.cannedMenu}
              aria-label={t('admin.chat.composer.canned')}
              data-testid="chat-canned-menu"
            >
              {canned.isPending ? (
                <Text size="sm" c="gray.7">
                  {t('common.loading')}
                </Text>
              ) : canned.isError ? (
                <Text size="sm" c="red.9">
                  {t('admin.chat.composer.cannedFailed')}
                </Text>
              ) : canned.data.length === 0 ? (
                <Text size="sm" c="gray.7">
                  {t('admin.chat.composer.cannedEmpty')}
                </Text>
              ) : (
                <ul className={classes.cannedList}>
                  {canned.data.map((reply) => {
                    const text = cannedText(reply.texts, language);
                    return (
                      <li key={reply.key}>
                        <UnstyledButton
                          className={classes.cannedItem}
                          onClick={() => {
                            onDraft({
                              ...draft,
                              text: withInserted(draft.text, text, CHAT_TEXT_MAX),
                            });
                            setCannedOpen(false);
                            requestAnimationFrame(() => textRef.current?.focus());
                          }}
                          data-testid={`chat-canned-${reply.key}`}
                        >
                          <span dir="auto">{oneLine(text, 140) ?? text}</span>
                        </UnstyledButton>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Popover.Dropdown>
          </Popover>
        </div>
        <Button
          type="submit"
          size="sm"
          color={draft.note ? NOTE_COLOR : undefined}
          rightSection={<SendIcon size={16} className="meridian-flip-rtl" />}
          data-testid="chat-send"
        >
          {draft.note ? t('admin.chat.composer.addNote') : t('admin.chat.composer.send')}
        </Button>
      </div>
    </form>
  );
}
