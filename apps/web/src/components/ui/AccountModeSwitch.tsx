import { SegmentedControl, useDirection, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { settingsStore, useAccountMode, type AccountMode } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';

/** Amber for "virtual money": a caution colour that still reads white text at AA contrast. */
const DEMO_COLOR = '#b54708';

/**
 * Demo (virtual money) or real account (SPEC §4): toggles the mode every request sends in the
 * `virtually` header, remembers it, and confirms the switch.
 */
export function AccountModeSwitch({ size = 'xs' }: { size?: MantineSize }) {
  const mode = useAccountMode();
  const { t } = useTranslation();
  const { dir } = useDirection();
  return (
    <SegmentedControl
      // The selection indicator is measured once; a language switch to or from RTL must redraw it.
      key={dir}
      size={size}
      radius="xl"
      value={mode}
      aria-label={t('shell.mode.label')}
      color={mode === 'real' ? 'meridian' : DEMO_COLOR}
      data-testid="account-mode"
      onChange={(value) => {
        const next = value as AccountMode;
        if (next === mode) return;
        settingsStore.setMode(next);
        showToast(
          t(next === 'demo' ? 'shell.mode.switchedToDemo' : 'shell.mode.switchedToReal'),
          'success',
        );
      }}
      data={[
        { value: 'demo', label: t('shell.mode.demo') },
        { value: 'real', label: t('shell.mode.real') },
      ]}
    />
  );
}
