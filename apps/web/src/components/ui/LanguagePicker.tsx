import { UnstyledButton } from '@mantine/core';
import {
  LANGUAGE_HTML_TAGS,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type Language,
} from '@meridian/i18n';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';
import { useLanguage } from '@/lib/settings-store';
import { CheckIcon } from './icons';
import classes from './LanguagePicker.module.css';

export interface LanguagePickerProps {
  /** Called after the language changed (e.g. to close a drawer). */
  onPicked?: (language: Language) => void;
  /** id of the heading that names this group. */
  labelledBy?: string;
  columns?: 1 | 2;
}

/**
 * The 11 interface languages by their native names, the current one highlighted (and marked
 * pressed for assistive technology). Picking one stores it; i18next and the page follow.
 */
export function LanguagePicker({ onPicked, labelledBy, columns = 2 }: LanguagePickerProps) {
  const current = useLanguage();
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('shell.language')}
      className={classes.grid}
      data-columns={columns}
    >
      {LANGUAGES.map((language) => {
        const active = language === current;
        return (
          <UnstyledButton
            key={language}
            className={classes.option}
            data-active={active || undefined}
            aria-pressed={active}
            lang={LANGUAGE_HTML_TAGS[language]}
            onClick={() => {
              changeLanguage(language);
              onPicked?.(language);
            }}
          >
            <span className={classes.name}>{LANGUAGE_NATIVE_NAMES[language]}</span>
            {active && <CheckIcon size={18} className={classes.check} />}
          </UnstyledButton>
        );
      })}
    </div>
  );
}
