import type { PositionSide } from '@meridian/domain';
import { Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTradingRules } from '../api/trading';
import { useTradingEvents } from '../hooks/useTradingEvents';
import { OptionsForm } from './OptionsForm';
import { OrderForm } from './OrderForm';
import { RiskWarning } from './RiskWarning';
import classes from './Trading.module.css';
import { AccountModeSwitch } from '@/components/ui/AccountModeSwitch';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import tabs from '@/components/ui/Tabs.module.css';
import { errorMessage } from '@/lib/api-client';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';

export type TradeTab = 'margin' | 'options';

export interface TradePanelProps {
  code: string;
  defaultTab?: TradeTab;
  initialSide?: PositionSide;
  /** Inside the phone's order sheet: no card and no heading (the sheet has its title). */
  bare?: boolean;
  /** A margin order was placed (the phone's sheet closes to show the position). */
  onPlaced?: () => void;
}

/**
 * The order panel of one instrument: the book in use (demo or real, switchable), and a tab each
 * for margin (CFD) orders and timed options, built from the instrument's trading rules.
 */
export function TradePanel({
  code,
  defaultTab = 'margin',
  initialSide,
  bare = false,
  onPlaced,
}: TradePanelProps) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const mode = useAccountMode();
  const rules = useTradingRules(code);
  useTradingEvents();
  const [tab, setTab] = useState<TradeTab>(defaultTab);
  const titleId = `trade-title-${code}`;

  let body;
  if (rules.isPending) body = <Loading minHeight={320} label={t('margin.panel.rulesLoading')} />;
  else if (rules.isError)
    body = (
      <ErrorState
        headingOrder={3}
        title={t('margin.panel.rulesError')}
        description={errorMessage(rules.error)}
        onRetry={() => void rules.refetch()}
      />
    );
  else if (tab === 'margin')
    body = (
      <OrderForm
        key={code}
        rules={rules.data.margin}
        initialSide={initialSide}
        onPlaced={onPlaced}
      />
    );
  else
    body = (
      <OptionsForm
        key={code}
        code={code}
        options={rules.data.options}
        tickSize={rules.data.margin.tickSize}
        tradingOpen={rules.data.margin.tradingOpen}
      />
    );

  return (
    <section
      className={bare ? classes.panelBare : classes.panel}
      aria-labelledby={bare ? undefined : titleId}
      aria-label={bare ? t('margin.panel.title', { code }) : undefined}
      data-testid="trade-panel"
      data-book={loggedIn ? mode : undefined}
    >
      {!bare && (
        <h2 id={titleId} className={classes.panelTitle}>
          {t('margin.panel.title', { code })}
        </h2>
      )}
      {loggedIn && (
        <div className={classes.book} data-testid="trade-book">
          <AccountModeSwitch />
          <Text size="xs" c="gray.7">
            {mode === 'demo' ? t('margin.panel.demoBook') : t('margin.panel.realBook')}
          </Text>
        </div>
      )}
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as TradeTab)}
        keepMounted={false}
        classNames={{ tab: tabs.tab }}
      >
        <Tabs.List grow aria-label={t('margin.panel.tabsLabel')}>
          <Tabs.Tab value="margin" data-testid="trade-tab-margin">
            {t('margin.panel.tabs.margin')}
          </Tabs.Tab>
          <Tabs.Tab value="options" data-testid="trade-tab-options">
            {t('margin.panel.tabs.options')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="margin" className={classes.tabPanel}>
          {tab === 'margin' && (
            <>
              <RiskWarning kind="margin" />
              {body}
            </>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="options" className={classes.tabPanel}>
          {tab === 'options' && (
            <>
              <RiskWarning kind="options" />
              {body}
            </>
          )}
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
