import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSpotMarket } from '../api/queries';
import { SpotScreen } from '../components/SpotScreen';
import { useSpotOrderEvents } from '../hooks/useSpotOrderEvents';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';

/**
 * /cruuency?code=BTCUSDT&type=spot: the spot exchange of one pair (getSpotMarket for the terms
 * and the first depth and trades), in the user's book. The app places it (app/TradingPages.tsx).
 */
export function SpotPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const market = useSpotMarket(code);
  useSpotOrderEvents();
  const data = market.data;
  return (
    <PageFrame
      width="wide"
      title={code}
      description={
        data ? t('spot.page.description', { base: data.base, quote: data.quote }) : undefined
      }
    >
      {data ? (
        <SpotScreen key={`${data.code}|${data.book}`} market={data} />
      ) : market.isError ? (
        <ErrorState
          title={t('spot.page.error')}
          description={errorMessage(market.error)}
          onRetry={() => void market.refetch()}
        >
          <Button component={Link} to="/market" variant="subtle">
            {t('spot.page.browse')}
          </Button>
        </ErrorState>
      ) : (
        <Loading minHeight={480} label={t('spot.page.loading')} />
      )}
    </PageFrame>
  );
}
