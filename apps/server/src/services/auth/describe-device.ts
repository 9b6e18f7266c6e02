/**
 * A user agent in plain words ("Chrome · Windows", "Safari · iPhone": names only, so every
 * language can show it), without versions, so a browser update does not look like a new device.
 * Undefined when nothing is recognised (the interface then says "unknown device").
 */
export function describeDevice(userAgent: string | undefined | null): string | undefined {
  if (!userAgent) return undefined;
  const ua = userAgent.slice(0, 500);
  const browser = firstMatch(ua, [
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
    [/Version\/[\d.]+.*Safari\//, 'Safari'],
    [/curl\//, 'curl'],
    [/node-fetch|undici|Node\.js/, 'Node.js'],
  ]);
  const system = firstMatch(ua, [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'ChromeOS'],
    [/Macintosh|Mac OS X/, 'macOS'],
    [/Linux/, 'Linux'],
  ]);
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system;
}

function firstMatch(text: string, rules: [RegExp, string][]): string | undefined {
  return rules.find(([pattern]) => pattern.test(text))?.[1];
}
