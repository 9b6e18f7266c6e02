import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LoanQuote } from '@meridian/contract';
import type { Language } from '@meridian/i18n';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { LOAN_AGREEMENT_TEXTS, type LoanAgreementTexts } from './loan-agreement-texts.js';

/**
 * The loan agreement as a PDF (issue 15, decision 0013), rendered on the server with pdfkit: the
 * parties, the quote's figures, the interest schedule, the terms, the risk statement, the date
 * and the borrower's drawn signature, in the borrower's interface language.
 *
 * Text is laid out here rather than by pdfkit's own wrapper, because a line may mix scripts and
 * directions (an Arabic sentence with "1000 USDT" in it, a Latin e-mail address in a Chinese
 * line): each paragraph gets its bidi levels from bidi-js (Unicode bidi algorithm), is broken
 * into lines (at spaces, and between CJK characters), and each line is reordered visually and
 * drawn as runs of one font and one direction; fontkit (inside pdfkit) shapes each run — Arabic
 * letters take their joined forms — and returns an RTL run's glyphs in visual order. Every
 * character is drawn with the first font of the language's chain that has a glyph for it; the
 * fonts are Noto files from npm packages (@embedpdf/fonts-*), read from node_modules, never
 * fetched.
 *
 * Pure: the same input gives the same bytes (the document's dates are the application's).
 */

export type LoanAgreementFigures = Pick<
  LoanQuote,
  | 'amount'
  | 'days'
  | 'dailyRate'
  | 'nominalAnnualRate'
  | 'annualPercentageRate'
  | 'interestFreeDays'
  | 'chargedDays'
  | 'dailyInterest'
  | 'totalInterest'
  | 'repayable'
  | 'overdueDailyRate'
  | 'overdueDailyInterest'
  | 'schedule'
  | 'earlyRepayment'
>;

export interface LoanAgreementInput extends LoanAgreementFigures {
  /** The borrower's interface language: the whole document is in it. */
  language: Language;
  loanNumber: string;
  borrower: {
    name: string;
    /** How the borrower is known to the platform: their e-mail address or username. */
    contact: string;
  };
  /** The lender's name ('Meridian'). */
  lender: string;
  /** The application time (ISO 8601); printed in the language, in UTC. */
  date: string;
  /** The signature drawn on screen, as a PNG. */
  signaturePng: Uint8Array;
}

// ---------------------------------------------------------------------------------------------
// Fonts

type Face = 'latin' | 'arabic' | 'sc' | 'tc' | 'jp' | 'kr';
type Weight = 'regular' | 'bold';

/** Noto fonts (SIL Open Font License 1.1) from npm packages; see decision 0013. */
const FACE_FILES: Readonly<Record<Face, { pkg: string; regular: string; bold: string }>> = {
  latin: {
    pkg: '@embedpdf/fonts-latin',
    regular: 'NotoSans-Regular.ttf',
    bold: 'NotoSans-Bold.ttf',
  },
  arabic: {
    pkg: '@embedpdf/fonts-arabic',
    regular: 'NotoNaskhArabic-Regular.ttf',
    bold: 'NotoNaskhArabic-Bold.ttf',
  },
  sc: {
    pkg: '@embedpdf/fonts-sc',
    regular: 'NotoSansHans-Regular.otf',
    bold: 'NotoSansHans-Bold.otf',
  },
  tc: {
    pkg: '@embedpdf/fonts-tc',
    regular: 'NotoSansHant-Regular.otf',
    bold: 'NotoSansHant-Bold.otf',
  },
  jp: { pkg: '@embedpdf/fonts-jp', regular: 'NotoSansJP-Regular.otf', bold: 'NotoSansJP-Bold.otf' },
  kr: { pkg: '@embedpdf/fonts-kr', regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' },
};

/**
 * Which font draws a character, in order of preference: the language's own script first (so a
 * Han character in a Japanese agreement takes the Japanese form), then the others for a name or
 * an address in another script.
 */
const FACE_CHAINS: Readonly<Record<Language, readonly Face[]>> = {
  en: ['latin', 'arabic', 'sc', 'tc', 'jp', 'kr'],
  de: ['latin', 'arabic', 'sc', 'tc', 'jp', 'kr'],
  fr: ['latin', 'arabic', 'sc', 'tc', 'jp', 'kr'],
  it: ['latin', 'arabic', 'sc', 'tc', 'jp', 'kr'],
  es: ['latin', 'arabic', 'sc', 'tc', 'jp', 'kr'],
  vi: ['latin', 'arabic', 'sc', 'tc', 'jp', 'kr'],
  ar: ['arabic', 'latin', 'sc', 'tc', 'jp', 'kr'],
  zh: ['sc', 'latin', 'arabic', 'tc', 'jp', 'kr'],
  hk: ['tc', 'latin', 'arabic', 'sc', 'jp', 'kr'],
  ja: ['jp', 'latin', 'arabic', 'sc', 'tc', 'kr'],
  ko: ['kr', 'latin', 'arabic', 'sc', 'tc', 'jp'],
};

const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  ja: 'ja-JP',
  ko: 'ko-KR',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
  es: 'es-ES',
  ar: 'ar',
  hk: 'zh-Hant-HK',
  zh: 'zh-Hans-CN',
  vi: 'vi-VN',
};

const requireFromHere = createRequire(import.meta.url);
const fontBytes = new Map<string, Buffer>();
const fontCoverage = new Map<Face, fontkit.Font>();

function fontPath(face: Face, weight: Weight): string {
  const files = FACE_FILES[face];
  // The packages export only their index (dist/index.*); the font files sit in fonts/ beside dist/.
  const entry = requireFromHere.resolve(files.pkg);
  return join(dirname(entry), '..', 'fonts', files[weight]);
}

function fontFile(face: Face, weight: Weight): Buffer {
  const key = `${face}-${weight}`;
  let bytes = fontBytes.get(key);
  if (!bytes) {
    bytes = readFileSync(fontPath(face, weight));
    fontBytes.set(key, bytes);
  }
  return bytes;
}

function coverageFont(face: Face): fontkit.Font {
  let font = fontCoverage.get(face);
  if (!font) {
    const created = fontkit.create(fontFile(face, 'regular'));
    if (!('hasGlyphForCodePoint' in created)) throw new Error(`${face}: a font collection`);
    font = created;
    fontCoverage.set(face, font);
  }
  return font;
}

/** Bidi controls and zero-width format characters: they steer the order but draw nothing. */
const INVISIBLE = /[\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]/;
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/;
const SPACE = /\s/;

/** The first face of the chain with a glyph for the character (the first one if none has). */
export function faceFor(language: Language, char: string, previous?: Face): Face {
  const codePoint = char.codePointAt(0) ?? 0;
  const chain = FACE_CHAINS[language];
  // A space or punctuation mark stays in the font of the text around it when that font has it.
  if (
    previous &&
    /[\s\p{P}\p{S}]/u.test(char) &&
    coverageFont(previous).hasGlyphForCodePoint(codePoint)
  ) {
    return previous;
  }
  for (const face of chain) {
    if (coverageFont(face).hasGlyphForCodePoint(codePoint)) return face;
  }
  return chain[0] ?? 'latin';
}

/** The characters of `text` that no font of the language's chain can draw (they would be boxes). */
export function charactersWithoutGlyph(language: Language, text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (INVISIBLE.test(char) || /\s/.test(char)) continue;
    const codePoint = char.codePointAt(0) ?? 0;
    const covered = FACE_CHAINS[language].some((face) =>
      coverageFont(face).hasGlyphForCodePoint(codePoint),
    );
    if (!covered) missing.add(char);
  }
  return [...missing];
}

/** The application time as the agreement prints it: in the language, in UTC. */
export function formatAgreementDate(iso: string, language: Language): string {
  return formatDate(iso, language);
}

// ---------------------------------------------------------------------------------------------
// Figures as text

/** A fraction given as an exact decimal string, as a percentage: "0.0007" → "0.07%". */
export function percentOf(fraction: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(fraction);
  if (!match) throw new Error(`not a decimal fraction: ${fraction}`);
  const whole = match[1] ?? '0';
  const decimals = (match[2] ?? '').padEnd(2, '0');
  const integer = `${whole}${decimals.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = decimals.slice(2).replace(/0+$/, '');
  return `${integer}${rest ? `.${rest}` : ''}%`;
}

function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${iso}`);
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
    numberingSystem: 'latn',
  }).format(date);
}

// ---------------------------------------------------------------------------------------------
// Layout

const PAGE_WIDTH = 595.28; // A4
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 56;
const MARGIN_TOP = 56;
const MARGIN_BOTTOM = 64;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const TEXT_COLOR = '#1a1a1a';
const MUTED_COLOR = '#5c5c5c';
const RULE_COLOR = '#c8c8c8';

interface Style {
  size: number;
  weight: Weight;
  color: string;
  /** Line height as a multiple of the size. */
  leading: number;
}

const BODY: Style = { size: 9.5, weight: 'regular', color: TEXT_COLOR, leading: 1.6 };
const SMALL: Style = { size: 8, weight: 'regular', color: MUTED_COLOR, leading: 1.5 };
const HEADING: Style = { size: 12, weight: 'bold', color: TEXT_COLOR, leading: 1.7 };
const TITLE: Style = { size: 20, weight: 'bold', color: TEXT_COLOR, leading: 1.6 };

interface Run {
  text: string;
  face: Face;
  width: number;
}

interface Line {
  runs: Run[];
  width: number;
  style: Style;
}

type Align = 'start' | 'center' | 'end';

const bidi = bidiFactory();

/** Characters a line may not start with (closing punctuation) or end with (opening). */
const NO_BREAK_BEFORE = /[)\]}、。，．・：；！？」』）】〕〉》”’,.:;!?%]/;
const NO_BREAK_AFTER = /[([{「『（【〔〈《“‘]/;
const CJK = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u{20000}-\u{3FFFF}]/u;

class AgreementWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly language: Language;
  readonly rtl: boolean;
  y = MARGIN_TOP;

  constructor(doc: PDFKit.PDFDocument, language: Language) {
    this.doc = doc;
    this.language = language;
    this.rtl = language === 'ar';
  }

  private fontName(face: Face, weight: Weight): string {
    const name = `${face}-${weight}`;
    return name;
  }

  private measure(text: string, face: Face, style: Style): number {
    if (!text) return 0;
    this.doc.font(this.fontName(face, style.weight)).fontSize(style.size);
    return this.doc.widthOfString(text, { features: [] });
  }

  /** Breaks a paragraph into lines no wider than `width`, each in visual order. */
  layout(text: string, style: Style, width: number): Line[] {
    if (!text) return [];
    const levels = bidi.getEmbeddingLevels(text, this.rtl ? 'rtl' : 'ltr');
    // Each UTF-16 unit's face (both halves of a surrogate pair get the same).
    const faces: (Face | null)[] = new Array<Face | null>(text.length).fill(null);
    let previous: Face | undefined;
    for (let i = 0; i < text.length;) {
      const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
      if (!INVISIBLE.test(char)) {
        const face = faceFor(this.language, char, previous);
        faces[i] = face;
        if (char.length === 2) faces[i + 1] = face;
        previous = face;
      }
      i += char.length;
    }
    // Where a line may break: before a non-space after a space, and around CJK characters.
    const breaks: number[] = [];
    for (let i = 1; i < text.length; i++) {
      const before = text[i - 1] ?? '';
      const after = text[i] ?? '';
      if (after >= '\uDC00' && after <= '\uDFFF') continue;
      const spaceBreak = SPACE.test(before) && !SPACE.test(after);
      const cjkBreak =
        (CJK.test(before) || CJK.test(after)) &&
        !SPACE.test(after) &&
        !SPACE.test(before) &&
        !NO_BREAK_BEFORE.test(after) &&
        !NO_BREAK_AFTER.test(before);
      if (spaceBreak || cjkBreak) breaks.push(i);
    }
    breaks.push(text.length);

    const widthOf = (start: number, end: number): number => {
      let total = 0;
      let runStart = start;
      for (let i = start + 1; i <= end; i++) {
        if (
          i === end ||
          faces[i] !== faces[runStart] ||
          levels.levels[i] !== levels.levels[runStart]
        ) {
          const face = faces[runStart];
          if (face) total += this.measure(visible(text.slice(runStart, i)), face, style);
          runStart = i;
        }
      }
      return total;
    };
    const trimEnd = (start: number, end: number): number => {
      let e = end;
      while (e > start && SPACE.test(text[e - 1] ?? '')) e--;
      return e;
    };

    const lines: Line[] = [];
    let lineStart = 0;
    let lineEnd = 0;
    let tokenStart = 0;
    const flush = (start: number, end: number): void => {
      const e = trimEnd(start, end);
      if (e > start) lines.push(this.visualLine(text, levels, faces, start, e, style));
    };
    for (const tokenEnd of breaks) {
      const fits = widthOf(lineStart, trimEnd(lineStart, tokenEnd)) <= width + 0.01;
      if (fits) {
        lineEnd = tokenEnd;
      } else {
        if (lineEnd > lineStart) {
          flush(lineStart, lineEnd);
          lineStart = tokenStart;
        }
        // A token wider than the line on its own (a long address) is cut where it must be.
        while (widthOf(lineStart, trimEnd(lineStart, tokenEnd)) > width + 0.01) {
          let cut = lineStart + 1;
          while (cut < tokenEnd && widthOf(lineStart, cut + 1) <= width) cut++;
          flush(lineStart, cut);
          lineStart = cut;
        }
        lineEnd = tokenEnd;
      }
      tokenStart = tokenEnd;
    }
    if (lineEnd > lineStart) flush(lineStart, lineEnd);
    return lines;
  }

  /** One line [start, end) in visual order, as runs of one font and one direction. */
  private visualLine(
    text: string,
    levels: ReturnType<typeof bidi.getEmbeddingLevels>,
    faces: readonly (Face | null)[],
    start: number,
    end: number,
    style: Style,
  ): Line {
    const order: number[] = [];
    for (let i = start; i < end; i++) order.push(i);
    for (const [from, to] of bidi.getReorderSegments(text, levels, start, end - 1)) {
      if (from === undefined || to === undefined) continue;
      const slice = order.slice(from - start, to - start + 1).reverse();
      order.splice(from - start, slice.length, ...slice);
    }
    const runs: Run[] = [];
    let group: number[] = [];
    const close = (): void => {
      const first = group[0];
      if (first === undefined) return;
      const face = faces[first] ?? 'latin';
      const level = levels.levels[first] ?? 0;
      const logical = [...group].sort((a, b) => a - b);
      let runText = logical.map((i) => text[i] ?? '').join('');
      runText = visible(runText);
      if (level % 2 === 1) {
        runText = [...runText].map((char) => bidi.getMirroredCharacter(char) ?? char).join('');
        // fontkit reverses a run of a right-to-left script itself; neutrals alone it does not.
        if (!RTL_LETTER.test(runText)) runText = [...runText].reverse().join('');
      }
      if (runText) runs.push({ text: runText, face, width: this.measure(runText, face, style) });
      group = [];
    };
    for (const index of order) {
      const face = faces[index];
      if (face === null || face === undefined) continue;
      const last = group[group.length - 1];
      if (last !== undefined) {
        const level = levels.levels[index];
        const adjacent =
          faces[last] === face &&
          levels.levels[last] === level &&
          onlyInvisibleBetween(faces, Math.min(last, index), Math.max(last, index)) &&
          index - last > 0 === ((level ?? 0) % 2 === 0);
        if (!adjacent) close();
      }
      group.push(index);
    }
    close();
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0), style };
  }

  lineHeight(style: Style): number {
    return style.size * style.leading;
  }

  /** Draws one line with its top at `top`, in a box from `x` of `width`. */
  drawLine(line: Line, x: number, top: number, width: number, align: Align): void {
    const { style } = line;
    let left: number;
    const towardsEnd = (align === 'end') !== this.rtl;
    if (align === 'center') left = x + (width - line.width) / 2;
    else left = towardsEnd ? x + width - line.width : x;
    const baseline = top + style.size * 1.15;
    for (const run of line.runs) {
      this.doc
        .font(this.fontName(run.face, style.weight))
        .fontSize(style.size)
        .fillColor(style.color)
        .text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic', features: [] });
      left += run.width;
    }
  }

  /** Starts a new page if `height` does not fit on this one. */
  ensure(height: number): void {
    if (this.y + height > PAGE_HEIGHT - MARGIN_BOTTOM) {
      this.doc.addPage();
      this.y = MARGIN_TOP;
    }
  }

  paragraph(text: string, style: Style = BODY, align: Align = 'start', gapAfter = 4): void {
    for (const line of this.layout(text, style, CONTENT_WIDTH)) {
      this.ensure(this.lineHeight(style));
      this.drawLine(line, MARGIN_X, this.y, CONTENT_WIDTH, align);
      this.y += this.lineHeight(style);
    }
    this.y += gapAfter;
  }

  heading(text: string, keepWithNext: number): void {
    this.y += 6;
    this.ensure(this.lineHeight(HEADING) + keepWithNext);
    this.paragraph(text, HEADING, 'start', 2);
  }

  /** The x of a column given from the start side (the right in a right-to-left document). */
  columnX(offset: number, width: number, boxX = MARGIN_X, boxWidth = CONTENT_WIDTH): number {
    return this.rtl ? boxX + boxWidth - offset - width : boxX + offset;
  }

  /** A table row: cells laid out side by side, the tallest deciding the row's height. */
  row(
    cells: readonly { text: string; style: Style; offset: number; width: number; align?: Align }[],
    rule = true,
  ): void {
    const laid = cells.map((cell) => ({
      cell,
      lines: this.layout(cell.text, cell.style, cell.width),
    }));
    const height =
      Math.max(
        ...laid.map(({ cell, lines }) => lines.length * this.lineHeight(cell.style)),
        this.lineHeight(BODY),
      ) + 4;
    this.ensure(height);
    for (const { cell, lines } of laid) {
      let top = this.y + 2;
      const x = this.columnX(cell.offset, cell.width);
      for (const line of lines) {
        this.drawLine(line, x, top, cell.width, cell.align ?? 'start');
        top += this.lineHeight(cell.style);
      }
    }
    this.y += height;
    if (rule) {
      this.doc
        .moveTo(MARGIN_X, this.y)
        .lineTo(MARGIN_X + CONTENT_WIDTH, this.y)
        .lineWidth(0.5)
        .strokeColor(RULE_COLOR)
        .stroke();
    }
  }
}

function visible(text: string): string {
  return [...text].filter((char) => !INVISIBLE.test(char)).join('');
}

function onlyInvisibleBetween(faces: readonly (Face | null)[], low: number, high: number): boolean {
  for (let i = low + 1; i < high; i++) {
    if (faces[i] !== null && faces[i] !== undefined) return false;
  }
  return true;
}

function isPng(bytes: Uint8Array): boolean {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return signature.every((byte, i) => bytes[i] === byte);
}

// ---------------------------------------------------------------------------------------------
// The document

export async function renderLoanAgreement(input: LoanAgreementInput): Promise<Uint8Array> {
  const t: LoanAgreementTexts = LOAN_AGREEMENT_TEXTS[input.language];
  if (!isPng(input.signaturePng)) throw new Error('the signature is not a PNG image');
  const date = formatDate(input.date, input.language);
  const created = new Date(input.date);
  const usdt = (amount: string): string => `${amount} USDT`;
  const values = {
    loanNumber: input.loanNumber,
    date,
    lender: input.lender,
    name: input.borrower.name,
    contact: input.borrower.contact,
    days: input.days,
    freeDays: input.interestFreeDays,
    chargedDays: input.chargedDays,
    firstChargedDay: input.days - input.chargedDays + 1,
    dailyInterest: input.dailyInterest,
    dailyRate: percentOf(input.dailyRate),
    totalInterest: input.totalInterest,
    repayable: input.repayable,
    overdueDailyRate: percentOf(input.overdueDailyRate),
    overdueDailyInterest: input.overdueDailyInterest,
    earlyDay: input.earlyRepayment.day,
    earlyInterest: input.earlyRepayment.interest,
    earlyRepayable: input.earlyRepayment.repayable,
  };
  const f = (template: string): string => fill(template, values);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: LOCALES[input.language],
    displayTitle: true,
    info: {
      Title: `${t.title} ${input.loanNumber}`,
      Author: input.lender,
      Subject: f(t.number),
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const face of Object.keys(FACE_FILES) as Face[]) {
    for (const weight of ['regular', 'bold'] as const) {
      // Registering only names the file; a font is read, subset and embedded if it is used.
      doc.registerFont(`${face}-${weight}`, fontFile(face, weight));
    }
  }

  const w = new AgreementWriter(doc, input.language);

  // Title and parties.
  w.paragraph(t.title, TITLE, 'center', 0);
  w.paragraph(f(t.number), SMALL, 'center', 0);
  w.paragraph(f(t.dated), SMALL, 'center', 8);
  w.heading(t.partiesHeading, 3 * w.lineHeight(BODY));
  w.paragraph(f(t.lender), BODY, 'start', 0);
  w.paragraph(f(t.borrower), BODY, 'start', 6);
  w.paragraph(f(t.preamble));

  // The figures.
  w.heading(t.figuresHeading, 3 * w.lineHeight(BODY));
  const days = (n: number): string => fill(t.daysValue, { days: n });
  const figures: [string, string][] = [
    [t.labels.amount, usdt(input.amount)],
    [t.labels.term, days(input.days)],
    [t.labels.dailyRate, percentOf(input.dailyRate)],
    [t.labels.nominalAnnualRate, percentOf(input.nominalAnnualRate)],
    [t.labels.annualPercentageRate, percentOf(input.annualPercentageRate)],
    [t.labels.interestFreeDays, days(input.interestFreeDays)],
    [t.labels.chargedDays, days(input.chargedDays)],
    [t.labels.dailyInterest, usdt(input.dailyInterest)],
    [t.labels.totalInterest, usdt(input.totalInterest)],
    [t.labels.repayable, usdt(input.repayable)],
    [t.labels.overdueDailyRate, percentOf(input.overdueDailyRate)],
    [t.labels.overdueDailyInterest, usdt(input.overdueDailyInterest)],
  ];
  const labelWidth = CONTENT_WIDTH * 0.58;
  for (const [label, value] of figures) {
    w.row([
      { text: label, style: BODY, offset: 0, width: labelWidth - 8 },
      {
        text: value,
        style: { ...BODY, weight: 'bold' },
        offset: labelWidth,
        width: CONTENT_WIDTH - labelWidth,
      },
    ]);
  }

  // The schedule.
  w.heading(t.scheduleHeading, 3 * w.lineHeight(BODY));
  const third = CONTENT_WIDTH / 3;
  const scheduleRow = (cells: [string, string, string], style: Style): void =>
    w.row(cells.map((text, i) => ({ text, style, offset: i * third, width: third - 8 })));
  scheduleRow(
    [t.scheduleColumns.days, t.scheduleColumns.dailyInterest, t.scheduleColumns.interest],
    { ...SMALL, weight: 'bold' },
  );
  for (const part of input.schedule) {
    scheduleRow(
      [
        fill(t.scheduleRange, { from: part.fromDay, to: part.toDay }),
        usdt(part.dailyInterest),
        usdt(part.interest),
      ],
      BODY,
    );
  }
  scheduleRow([t.scheduleTotal, '', usdt(input.totalInterest)], { ...BODY, weight: 'bold' });

  // The terms, numbered.
  w.heading(t.termsHeading, 3 * w.lineHeight(BODY));
  const terms = [
    input.interestFreeDays > 0 ? t.termsFreeDays : t.termsNoFreeDays,
    input.chargedDays > 0 ? t.termsDailyInterest : t.termsNothingBilled,
    t.termsRepayment,
    t.termsOverdue,
    t.termsEarlyRepayment,
  ];
  terms.forEach((term, i) => {
    w.row(
      [
        { text: `${i + 1}.`, style: BODY, offset: 0, width: 18 },
        { text: f(term), style: BODY, offset: 22, width: CONTENT_WIDTH - 22 },
      ],
      false,
    );
  });

  // The risk statement, framed.
  w.heading(t.riskHeading, 3 * w.lineHeight(BODY));
  const riskLines = w.layout(f(t.risk), BODY, CONTENT_WIDTH - 20);
  const riskHeight = riskLines.length * w.lineHeight(BODY) + 12;
  w.ensure(riskHeight);
  doc
    .rect(MARGIN_X, w.y, CONTENT_WIDTH, riskHeight)
    .lineWidth(0.8)
    .fillAndStroke('#fbf3e6', '#c98a2b');
  let riskTop = w.y + 6;
  for (const line of riskLines) {
    w.drawLine(line, MARGIN_X + 10, riskTop, CONTENT_WIDTH - 20, 'start');
    riskTop += w.lineHeight(BODY);
  }
  w.y += riskHeight + 4;

  // The signature.
  const signatureBox = { width: 200, height: 72 };
  w.heading(t.signatureHeading, 2 * w.lineHeight(BODY) + signatureBox.height + 24);
  w.paragraph(f(t.signatureStatement));
  w.ensure(signatureBox.height + 8 + w.lineHeight(BODY));
  const signatureX = w.columnX(0, signatureBox.width);
  doc.image(Buffer.from(input.signaturePng), signatureX, w.y, {
    fit: [signatureBox.width, signatureBox.height],
    // Left is pdfkit's default; a right-to-left document puts the signature on the right.
    ...(w.rtl ? { align: 'right' as const } : {}),
    valign: 'bottom',
  });
  w.y += signatureBox.height + 2;
  doc
    .moveTo(signatureX, w.y)
    .lineTo(signatureX + signatureBox.width, w.y)
    .lineWidth(0.8)
    .strokeColor(MUTED_COLOR)
    .stroke();
  w.y += 4;
  w.paragraph(f(t.signatureLine), SMALL);

  // Footers, now that the number of pages is known.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    const footer = fill(t.page, { ...values, page: page + 1, pages: range.count });
    for (const line of w.layout(footer, SMALL, CONTENT_WIDTH)) {
      w.drawLine(line, MARGIN_X, PAGE_HEIGHT - MARGIN_BOTTOM + 24, CONTENT_WIDTH, 'center');
    }
  }

  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
