import { ASSETS, type Asset } from '@meridian/domain';
import type { StatementFilters } from '../api/wallet-api';

/**
 * The statement's filters and page as they stand in the address (`?asset&type&from&to&page`), so
 * a filtered record can be bookmarked or shared; anything malformed is left out.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readFilters(params: URLSearchParams): StatementFilters {
  const filters: StatementFilters = {};
  const asset = params.get('asset');
  if (asset && (ASSETS as readonly string[]).includes(asset)) filters.asset = asset as Asset;
  const reason = params.get('type');
  if (reason && /^[a-z_]{1,64}$/.test(reason)) filters.reason = reason;
  const from = params.get('from');
  if (from && DATE.test(from)) filters.from = from;
  const to = params.get('to');
  if (to && DATE.test(to)) filters.to = to;
  return filters;
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** True when the range ends before it starts (YYYY-MM-DD compare as text). */
export function datesReversed(filters: StatementFilters): boolean {
  return filters.from !== undefined && filters.to !== undefined && filters.from > filters.to;
}

export function hasFilters(filters: StatementFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/** The export's file name: the book and the date range, e.g. "meridian-statement-real-2026-01-01-2026-01-31.csv". */
export function exportFileName(book: string, filters: StatementFilters): string {
  const range = [filters.from, filters.to].filter(Boolean).join('-');
  return `meridian-statement-${book}${range ? `-${range}` : ''}.csv`;
}
