import type { MarginRules } from '@meridian/contract';
import { formatAmount, parseAmount, type Amount, type PositionSide } from '@meridian/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BuyUInput } from '../api/trading';
import type { DraftErrors, OrderDraft, OrderPreview, Quote } from '../lib/order-math';
import { useFormat, type Formatter } from '@/lib/format';

/** Pieces the order form and its confirmation share. */

/** What the confirmation shows and sends: frozen when the user asked to review. */
export interface OrderReview {
  draft: OrderDraft;
  preview: OrderPreview;
  quote: Quote;
  body: BuyUInput;
}

/** A typed decimal in its canonical form ("95000.50" → "95000.5"); undefined when empty. */
function canonical(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : formatAmount(parseAmount(trimmed));
}

export function buyUBodyOf(code: string, draft: OrderDraft): BuyUInput {
  return {
    code,
    side: draft.side,
    type: draft.type,
    lots: canonical(draft.lots) ?? draft.lots,
    leverage: draft.leverage,
    price: draft.type === 'limit' ? canonical(draft.price) : undefined,
    stopLoss: canonical(draft.stopLoss),
    takeProfit: canonical(draft.takeProfit),
  };
}

/** The commission rate in percent ("0.05") from basis points. */
export function commissionPercent(bp: number, format: Formatter): string {
  return format.quantity(formatAmount(BigInt(bp) * 10n ** 16n));
}

/** The text of a price error, a stop error or a lots error. */
export function useErrorText(
  rules: Pick<MarginRules, 'tickSize' | 'minLots' | 'maxLots' | 'lotStep'>,
) {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    lots: () =>
      t('margin.form.errors.lots', {
        min: format.quantity(rules.minLots),
        max: format.quantity(rules.maxLots),
        step: format.quantity(rules.lotStep),
      }),
    price: (error: DraftErrors['price']) =>
      error === 'required'
        ? t('margin.form.errors.limitPriceRequired')
        : error
          ? t('margin.form.errors.price', { tick: format.quantity(rules.tickSize) })
          : undefined,
    stop: (kind: 'stopLoss' | 'takeProfit', error: DraftErrors['stopLoss']) =>
      error === 'unreasonable'
        ? t(
            kind === 'stopLoss'
              ? 'validation.stopLossUnreasonable'
              : 'validation.takeProfitUnreasonable',
          )
        : error
          ? t('margin.form.errors.price', { tick: format.quantity(rules.tickSize) })
          : undefined,
  };
}

/** "Below 95,000.00" / "Above …": where a stop belongs for this side (SPEC §5). */
export function stopHint(
  kind: 'stopLoss' | 'takeProfit',
  side: PositionSide,
  reference: Amount | undefined,
  rules: MarginRules,
  format: Formatter,
  t: TFunction,
): string | undefined {
  if (reference === undefined) return undefined;
  const below = (kind === 'stopLoss') === (side === 'long');
  const price = format.step(reference, rules.tickSize);
  return below ? t('margin.form.belowPrice', { price }) : t('margin.form.abovePrice', { price });
}
