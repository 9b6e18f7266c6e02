import { useTranslation } from 'react-i18next';
import { MarketList } from '../components/MarketList';
import classes from './MarketPage.module.css';
import { PageFrame } from '@/components/ui/PageFrame';

/** /market: every market with live prices, by class, with search and the watchlist (SPEC §2). */
export function MarketPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      width="wide"
      title={t('markets.market.title')}
      description={t('markets.market.description')}
    >
      <div className={classes.card}>
        <MarketList />
      </div>
    </PageFrame>
  );
}
