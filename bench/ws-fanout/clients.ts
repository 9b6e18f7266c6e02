// N WebSocket clients of /websocket/message. Prints progress and, at SIGTERM, per-client counts.
import WebSocket from 'ws';

const [url = 'ws://127.0.0.1:18090/websocket/message', countText = '10000'] = process.argv.slice(2);
const count = Number(countText);
const received = new Array<number>(count).fill(0);
let open = 0;
let failed = 0;

function connect(i: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.on('open', () => {
      open += 1;
      resolve();
    });
    socket.on('message', () => {
      received[i]! += 1;
    });
    socket.on('error', () => {
      failed += 1;
      resolve();
    });
  });
}

for (let i = 0; i < count; i += 500) {
  await Promise.all(Array.from({ length: Math.min(500, count - i) }, (_, k) => connect(i + k)));
}
process.stdout.write(`${JSON.stringify({ connected: open, failed })}\n`);
process.on('message', (message) => {
  if (message === 'snapshot') process.send?.({ received });
});
setInterval(() => undefined, 1 << 30);
