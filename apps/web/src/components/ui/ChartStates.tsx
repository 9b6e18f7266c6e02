import classes from './CandleChart.module.css';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { ChartIcon } from './icons';
import { Loading } from './Loading';
import { errorMessage } from '@/lib/api-client';

export interface ChartStatesProps {
  /** The candles' query. */
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data?: readonly unknown[];
    refetch: () => unknown;
  };
  labels: { loading: string; error: string; empty: string; emptyDetail: string };
  emptyTestId?: string;
}

/**
 * What covers a candle chart (inside its positioned box, after the chart) while the candles load,
 * when they failed (with Retry), or when there are none yet.
 */
export function ChartStates({ query, labels, emptyTestId }: ChartStatesProps) {
  return (
    <>
      {query.isPending && (
        <div className={classes.overlay}>
          <Loading minHeight="100%" label={labels.loading} />
        </div>
      )}
      {query.isError && (
        <div className={classes.overlay}>
          <ErrorState
            headingOrder={3}
            title={labels.error}
            description={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        </div>
      )}
      {query.data?.length === 0 && (
        <div className={classes.overlay} data-testid={emptyTestId}>
          <EmptyState
            headingOrder={3}
            icon={<ChartIcon size={24} />}
            title={labels.empty}
            description={labels.emptyDetail}
          />
        </div>
      )}
    </>
  );
}
