/** A username as others see it: its first and last letters (NFT bidders, invited friends). */
export function maskName(username: string): string {
  const letters = [...username];
  if (letters.length <= 2) return `${letters[0] ?? ''}***`;
  return `${letters[0]}***${letters[letters.length - 1]}`;
}
