import {
  marginOrderStatusSchema,
  optionDirectionSchema,
  optionStatusSchema,
  positionSideSchema,
  spotOrderStatusSchema,
  spotSideSchema,
} from '@meridian/contract';
import type { TFunction } from 'i18next';

/**
 * A user's orders in the back office's words (the user page and the customer-service console's
 * context): side and status in the interface language; a value the page does not know as sent.
 */

export function oneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

const SIDES = [
  ...spotSideSchema.options,
  ...positionSideSchema.options,
  ...optionDirectionSchema.options,
];

/** An order's side in the interface language; a value this page does not know shows as sent. */
export function orderSide(t: TFunction, side: string): string {
  return oneOf(SIDES, side) ? t(`admin.userDetail.sides.${side}`) : side;
}

/** An order's status in the interface language (each kind has its own); unknown values as sent. */
export function orderStatus(
  t: TFunction,
  { kind, status }: { kind: 'margin' | 'option' | 'spot'; status: string },
): string {
  switch (kind) {
    case 'margin':
      return oneOf(marginOrderStatusSchema.options, status)
        ? t(`admin.userDetail.orderStatuses.margin.${status}`)
        : status;
    case 'option':
      return oneOf(optionStatusSchema.options, status)
        ? t(`admin.userDetail.orderStatuses.option.${status}`)
        : status;
    case 'spot':
      return oneOf(spotOrderStatusSchema.options, status)
        ? t(`admin.userDetail.orderStatuses.spot.${status}`)
        : status;
  }
}
