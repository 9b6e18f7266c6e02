import type { Deps } from '../../deps.js';
import { computeRangesInBackground } from '../../engines/smart/ranges-background.js';

/**
 * After staff changed a product: its published ranges are recomputed off the request path (the
 * backtests take seconds of CPU), through the catalogue's background computation (enabled
 * products only: a product not offered publishes nothing new). Not awaited.
 */
export function recomputeProductRanges(
  deps: Pick<Deps, 'db' | 'clock' | 'log'>,
  productId: number,
) {
  void computeRangesInBackground(
    deps.db,
    deps.clock().getTime(),
    deps.log,
    (product) => product.id === productId,
  );
}
