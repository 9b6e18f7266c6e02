// The load generator (its own process): autocannon sending spot limit orders to the server.
// argv: url tokensFile seconds connections overallRate('' = open) pairs (CODE=price,…).
// Prints the result as one JSON line.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, tokensFile, seconds, connections, rate, pairList] = process.argv.slice(2);
const tokens = JSON.parse(readFileSync(tokensFile!, 'utf8')) as string[];
// The reference price in cents and the lot size of each pair the orders go to.
const LOT_DECIMALS: Record<string, number> = { BTCUSDT: 4, ETHUSDT: 3 };
const pairs = pairList!.split(',').map((item) => {
  const [code, price] = item.split('=');
  return {
    code: code!,
    refCents: Math.round(Number(price) * 100),
    lotDecimals: LOT_DECIMALS[code!]!,
  };
});
let n = 0;

// A seeded generator keeps runs comparable.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

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
      path: '/swx/customer/order/submit',
      setupRequest: (request) => {
        n += 1;
        const pair = pairs[n % pairs.length]!;
        const side = random() < 0.5 ? 'buy' : 'sell';
        // Within ±2 bp of the reference: inside the market maker's spread, so users' orders
        // both rest and trade with each other. (Prices here only pick test orders.)
        const cents = pair.refCents + Math.round((random() * 2 - 1) * pair.refCents * 0.0002);
        const lots = 1 + Math.floor(random() * 50);
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: tokens[n % tokens.length]!,
            virtually: 'NO',
          },
          body: JSON.stringify({
            code: pair.code,
            side,
            type: 'limit',
            price: (cents / 100).toFixed(2),
            quantity: (lots / 10 ** pair.lotDecimals).toFixed(pair.lotDecimals),
          }),
        };
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
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
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
