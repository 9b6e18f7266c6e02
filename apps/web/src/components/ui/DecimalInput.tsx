import { TextInput, type TextInputProps } from '@mantine/core';
import { LANGUAGE_HTML_TAGS } from '@meridian/i18n';
import { useState } from 'react';
import { decimalSeparatorOf } from '@/lib/format';
import { useLanguage } from '@/lib/settings-store';

export interface DecimalInputProps extends Omit<
  TextInputProps,
  'onChange' | 'inputMode' | 'autoComplete' | 'dir' | 'value'
> {
  /** The canonical decimal ("0.05"), as the API wants it, whatever the locale's decimal sign. */
  value?: string;
  /**
   * The canonical decimal of what was typed (kept as text: money and prices are never numbers
   * here). Text that is no decimal is passed on as typed so the form's own check refuses it.
   */
  onChange: (value: string) => void;
}

/**
 * Typed text → canonical decimal. Where the locale writes a decimal comma both "," and "." are
 * the decimal sign ("0,05" and "0.05" are the same lots); when both appear the dots are the
 * thousands grouping ("1.000,5"). Where the locale writes a point, text is left as typed (a comma
 * there is a grouping sign, and guessing would turn "1,000" into one).
 */
export function normalizeDecimal(text: string, separator: string): string {
  const trimmed = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (separator !== ',') return trimmed;
  const withoutGrouping =
    trimmed.includes(',') && trimmed.includes('.') ? trimmed.replace(/\./g, '') : trimmed;
  return withoutGrouping.replace(',', '.');
}

/** A canonical decimal as the locale writes it, for showing a value the form set. */
export function localizeDecimal(value: string, separator: string): string {
  return separator === ',' ? value.replace('.', ',') : value;
}

/**
 * A typed decimal (a price, lots, a stake): the decimal keyboard on a phone, no autofill, left to
 * right in every language, and the locale's decimal sign accepted.
 */
export function DecimalInput({ onChange, value, ...props }: DecimalInputProps) {
  const language = useLanguage();
  const separator = decimalSeparatorOf(LANGUAGE_HTML_TAGS[language]);
  // What the user typed is kept as typed ("0,05"); the form holds the canonical value ("0.05").
  // When the form sets a value of its own (a reset, "max"), the field shows that one instead.
  const [shown, setShown] = useState(() => ({
    text: localizeDecimal(value ?? '', separator),
    value: value ?? '',
  }));
  if (value !== undefined && value !== shown.value) {
    const typedSame = normalizeDecimal(shown.text, separator) === value;
    setShown({ text: typedSame ? shown.text : localizeDecimal(value, separator), value });
  }
  return (
    <TextInput
      {...props}
      value={value === undefined ? undefined : shown.text}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const canonical = normalizeDecimal(text, separator);
        setShown({ text, value: canonical });
        onChange(canonical);
      }}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
    />
  );
}
