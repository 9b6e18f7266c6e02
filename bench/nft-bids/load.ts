// The load generator (its own process): autocannon sending bids on one item to the server.
// argv: url tokensFile seconds connections overallRate('' = open) itemId startCents.
// Bid n asks for the start × 1.0002^n (+ one cent), so bids that arrive out of order are refused
// as too small a raise (492), as on a real hot item. Prints the result as one JSON line.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, tokensFile, seconds, connections, rate, itemId, startCents] = process.argv.slice(2);
const tokens = JSON.parse(readFileSync(tokensFile!, 'utf8')) as string[];
let n = 0;
let cents = BigInt(startCents!);
const codes = new Map<number, number>();

const cpuBefore = process.cpuUsage();
const startedAtMs = Date.now();
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  ...(rate ? { overallRate: Number(rate) } : {}),
  requests: [
    {
      method: 'POST',
      path: '/swx/customer/user/bidNft',
      setupRequest: (request) => {
        n += 1;
        const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        cents = (cents * 10_002n + 9_999n) / 10_000n + 1n;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: tokens[n % tokens.length]!,
            virtually: 'YES',
          },
          body: JSON.stringify({ id: Number(itemId), amount }),
        };
      },
      onResponse: (_status, body) => {
        const code = (JSON.parse(body) as { code: number }).code;
        codes.set(code, (codes.get(code) ?? 0) + 1);
      },
    },
  ],
});

const cpuUsed = process.cpuUsage(cpuBefore);
const loadGeneratorCoreShare = (cpuUsed.user + cpuUsed.system) / 1000 / (Date.now() - startedAtMs);
console.log(
  JSON.stringify({
    loadGeneratorCoreShare: +loadGeneratorCoreShare.toFixed(2),
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    accepted: codes.get(200) ?? 0,
    acceptedPerSecond: +((codes.get(200) ?? 0) / Number(seconds)).toFixed(1),
    replyCodes: Object.fromEntries(codes),
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      p99_9: result.latency.p99_9,
      max: result.latency.max,
    },
  }),
);
