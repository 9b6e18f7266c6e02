import type { PositionSide } from '@meridian/domain';
import { Button, Drawer, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TradePanel, type TradeTab } from './TradePanel';
import classes from './Trading.module.css';
import { TimerIcon, TrendDownIcon, TrendUpIcon } from '@/components/ui/icons';

/**
 * The phone's way in (issue 4 "a mobile layout"): Buy, Sell and Options under the chart; each
 * opens the order panel in a sheet from the bottom, already on that side or tab.
 */
export function MobileTradeBar({ code }: { code: string }) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<{ tab: TradeTab; side?: PositionSide } | null>(null);
  const titleId = `mobile-trade-${code}`;
  return (
    <section className={classes.mobileBar} aria-labelledby={titleId} data-testid="mobile-trade-bar">
      <VisuallyHidden>
        <h2 id={titleId}>{t('margin.panel.title', { code })}</h2>
      </VisuallyHidden>
      <div className={classes.mobileButtons}>
        <Button
          color="up.8"
          leftSection={<TrendUpIcon size={18} />}
          onClick={() => setSheet({ tab: 'margin', side: 'long' })}
          data-testid="mobile-buy"
        >
          {t('margin.mobile.buy')}
        </Button>
        <Button
          color="down.8"
          leftSection={<TrendDownIcon size={18} />}
          onClick={() => setSheet({ tab: 'margin', side: 'short' })}
          data-testid="mobile-sell"
        >
          {t('margin.mobile.sell')}
        </Button>
        <Button
          variant="default"
          leftSection={<TimerIcon size={18} />}
          onClick={() => setSheet({ tab: 'options' })}
          data-testid="mobile-options"
        >
          {t('margin.mobile.options')}
        </Button>
      </div>
      <Drawer
        opened={sheet !== null}
        onClose={() => setSheet(null)}
        position="bottom"
        size="92%"
        title={t('margin.mobile.sheetTitle', { code })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        classNames={{ content: classes.sheet, body: classes.sheetBody }}
        data-testid="trade-sheet"
      >
        {sheet && (
          <TradePanel
            key={`${sheet.tab}-${sheet.side ?? ''}`}
            code={code}
            defaultTab={sheet.tab}
            initialSide={sheet.side}
            bare
            onPlaced={() => setSheet(null)}
          />
        )}
      </Drawer>
    </section>
  );
}
