import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoOverflow } from './layouts.js';

export interface TableFit {
  /** The region's accessible name (what the table lists). */
  label: string | null;
  rows: number;
  clientWidth: number;
  scrollWidth: number;
  /** Cells beyond the window's left or right edge, as "label: text" (the first five). */
  offScreen: string[];
}

/**
 * Every table region on the page: its width, its scroll width, and the cells that lie beyond the
 * window's right edge — or its left edge, where a right-to-left page runs over (label and text,
 * to say which value ran off).
 */
export async function tableOverflow(page: Page): Promise<TableFit[]> {
  return page.evaluate(() => {
    const clean = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim();
    return [...document.querySelectorAll('[role="region"]')]
      .filter((region) => region.querySelector('table'))
      .map((region) => ({
        label: region.getAttribute('aria-label'),
        rows: region.querySelectorAll('tbody tr').length,
        clientWidth: region.clientWidth,
        scrollWidth: region.scrollWidth,
        offScreen: [...region.querySelectorAll('tbody td, tbody th')]
          .filter((cell) => {
            const { left, right } = cell.getBoundingClientRect();
            return right > window.innerWidth + 1 || left < -1;
          })
          .map((cell) => `${cell.getAttribute('data-label') ?? ''}: ${clean(cell.textContent)}`)
          .slice(0, 5),
      }));
  });
}

/**
 * The tables named `expected` are on the page with rows; no table scrolls sideways or has a cell
 * off the screen; and the page is no wider than the window.
 */
export async function expectTablesFit(page: Page, label: string, expected: readonly string[]) {
  const tables = await tableOverflow(page);
  for (const name of expected) {
    const table = tables.find((t) => t.label === name);
    expect(table, `${label}: table "${name}" (found ${tables.map((t) => t.label)})`).toBeDefined();
    expect(table!.rows, `${label}: "${name}" has rows`).toBeGreaterThan(0);
  }
  for (const table of tables) {
    expect(table.offScreen, `${label} "${table.label}": cells off the screen`).toEqual([]);
    expect(table.scrollWidth, `${label} "${table.label}": scrolls sideways`).toBeLessThanOrEqual(
      table.clientWidth,
    );
  }
  await expectNoOverflow(page, label);
}

/**
 * Tables shown as cards (their cells laid out as flex rows): each cell whose value is not on the
 * side it should be — the label (the cell's ::before) first in reading order, the value at the
 * other end: label left and value right on a left-to-right page, mirrored on a right-to-left one.
 * A figure cell is left to right inside itself and must still follow the page. And the value is
 * one piece (a flex row would lay a bare text and an element apart). Returns "table / label:
 * text" of the misplaced cells (the first ten).
 */
export async function misplacedCardValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clean = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim();
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const misplaced: string[] = [];
    for (const region of document.querySelectorAll('[role="region"]')) {
      for (const cell of region.querySelectorAll('tbody td, tbody th')) {
        if (getComputedStyle(cell).display !== 'flex') continue;
        // The value is one flex item: pieces (a bare text and an element) would be laid apart.
        const pieces = [...cell.childNodes].filter(
          (node) => node.nodeType === Node.ELEMENT_NODE || clean(node.textContent) !== '',
        ).length;
        if (pieces > 1) {
          misplaced.push(
            `${region.getAttribute('aria-label')} / ${cell.getAttribute('data-label') ?? ''}: ${clean(cell.textContent)} (in ${pieces} pieces)`,
          );
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(cell);
        const value = range.getBoundingClientRect();
        if (value.width === 0) continue;
        const box = cell.getBoundingClientRect();
        const fromLeft = value.left - box.left;
        const fromRight = box.right - value.right;
        // The value sits at the end of the line: right on LTR, left on RTL.
        if (rtl ? fromLeft >= fromRight : fromRight >= fromLeft)
          misplaced.push(
            `${region.getAttribute('aria-label')} / ${cell.getAttribute('data-label') ?? ''}: ${clean(cell.textContent)}`,
          );
      }
    }
    return misplaced.slice(0, 10);
  });
}

/** Every card's cells read label then value in the page's direction (see misplacedCardValues). */
export async function expectCardsInReadingOrder(page: Page, label: string) {
  expect(await misplacedCardValues(page), `${label}: card values misplaced or split`).toEqual([]);
}
