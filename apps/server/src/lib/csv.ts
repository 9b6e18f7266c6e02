/** One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. */
export function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A CSV file: the header and the rows, CRLF line ends (RFC 4180), a final line end. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
