import { Button, Menu } from '@mantine/core';
import { LANGUAGE_HTML_TAGS, LANGUAGE_NATIVE_NAMES, LANGUAGES } from '@meridian/i18n';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';
import { useLanguage } from '@/lib/settings-store';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons';
import classes from './LanguageMenu.module.css';

/** The desktop language dropdown: a globe with the current language, the 11 languages below. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const current = useLanguage();
  const { t } = useTranslation();
  const name = LANGUAGE_NATIVE_NAMES[current];
  return (
    <Menu position="bottom-end" width={200} shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          className={classes.target}
          leftSection={<GlobeIcon size={18} />}
          rightSection={compact ? undefined : <ChevronDownIcon size={14} />}
          aria-label={t('shell.changeLanguage', { name })}
          data-compact={compact || undefined}
        >
          {!compact && (
            <span lang={LANGUAGE_HTML_TAGS[current]} className={classes.name}>
              {name}
            </span>
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {LANGUAGES.map((language) => {
          const active = language === current;
          return (
            <Menu.Item
              key={language}
              lang={LANGUAGE_HTML_TAGS[language]}
              aria-current={active ? 'true' : undefined}
              data-active={active || undefined}
              className={classes.item}
              rightSection={active ? <CheckIcon size={16} /> : null}
              onClick={() => changeLanguage(language)}
            >
              {LANGUAGE_NATIVE_NAMES[language]}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
