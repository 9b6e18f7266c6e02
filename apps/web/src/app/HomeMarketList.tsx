import { lazy, Suspense } from 'react';
import { Loading } from '@/components/ui/Loading';

/**
 * The desktop home page shows the markets feature's list (one component for / and /market).
 * Features do not import each other, so the app composes them: the router hands this to the home
 * page. Loaded on demand, so the phone's home page (which has no list) and the first paint do not
 * carry it.
 */
const loadMarketList = () => import('@/features/markets/components/MarketList');

const MarketList = lazy(async () => ({ default: (await loadMarketList()).MarketList }));

export function HomeMarketList({ headingOrder }: { headingOrder?: 2 | 3 }) {
  return (
    <Suspense fallback={<Loading minHeight={480} />}>
      <MarketList headingOrder={headingOrder} initialRows={10} />
    </Suspense>
  );
}
