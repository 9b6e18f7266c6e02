import { TextInput, type TextInputProps } from '@mantine/core';

export interface DecimalInputProps extends Omit<
  TextInputProps,
  'onChange' | 'inputMode' | 'autoComplete' | 'dir'
> {
  /** The text as typed (kept as text: money and prices are never numbers here). */
  onChange: (value: string) => void;
}

/**
 * A typed decimal (a price, lots, a stake): the decimal keyboard on a phone, no autofill, and
 * left to right in every language.
 */
export function DecimalInput({ onChange, ...props }: DecimalInputProps) {
  return (
    <TextInput
      {...props}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
    />
  );
}
