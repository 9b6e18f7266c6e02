import { useSearchParams } from 'react-router';
import { TradePanel } from '@/features/margin/components/TradePanel';
import { MobileTradeBar } from '@/features/margin/components/MobileTradeBar';
import { TradingActivity } from '@/features/margin/components/TradingActivity';
import { MarketList } from '@/features/markets/components/MarketList';
import { CurrencyPage } from '@/features/markets/pages/CurrencyPage';
import { MarketPage } from '@/features/markets/pages/MarketPage';
import { useSpotPairs } from '@/features/spot/api/queries';
import { MarketTypeSwitch } from '@/features/spot/components/MarketTypeSwitch';
import { SpotPage } from '@/features/spot/pages/SpotPage';
import { useLayout } from '@/lib/layout';

/**
 * The trading screens (issue 4). Features never import each other, so the app composes them: the
 * markets feature's pages (list, instrument summary, chart) take slots that the margin feature's
 * panels fill — the order panel beside the chart, the account, positions and orders below, and
 * in those tabs the markets feature's watchlist. A pair that also trades on the spot exchange
 * (issue 5) gets a "Margin | Spot" switch on its instrument page; `type=spot` shows the spot
 * feature's screen instead.
 */

function Watchlist() {
  return <MarketList tabs={['watchlist']} defaultTab="watchlist" headingOrder={3} />;
}

function Activity() {
  return <TradingActivity watchlist={<Watchlist />} />;
}

/**
 * /market: on a desktop the trading screen (list, the chosen instrument's chart, order panel,
 * positions); on a phone the market list, whose rows open the instrument page.
 */
export function MarketTradingPage() {
  const layout = useLayout();
  if (layout === 'mobile') return <MarketPage />;
  return <MarketPage trade={(item) => <TradePanel code={item.code} />} below={<Activity />} />;
}

/**
 * /cruuency: the instrument page with the order panel beside its chart on a desktop, or Buy,
 * Sell and Options buttons that open it in a sheet on a phone; positions and orders below.
 */
function MarginCurrencyPage() {
  const layout = useLayout();
  return (
    <CurrencyPage
      trade={(item) =>
        layout === 'mobile' ? <MobileTradeBar code={item.code} /> : <TradePanel code={item.code} />
      }
      below={() => <Activity />}
    />
  );
}

/**
 * /cruuency for a spot pair (listSpotPairs): the Margin | Spot switch above the page, and with
 * `type=spot` the spot exchange screen in place of the margin page. Any other instrument, or any
 * other `type`, gets the margin page as it is.
 */
export function CurrencyTradingPage() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim().toUpperCase();
  const pairs = useSpotPairs();
  const isPair = code !== '' && (pairs.data?.some((pair) => pair.code === code) ?? false);
  // While the pairs load (or if they fail), a spot link is trusted; the spot page says if not.
  const spot = params.get('type') === 'spot' && code !== '' && (isPair || !pairs.isSuccess);
  return (
    <>
      {isPair && <MarketTypeSwitch current={spot ? 'spot' : 'margin'} />}
      {spot ? <SpotPage code={code} /> : <MarginCurrencyPage />}
    </>
  );
}
