import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { openSocket, wsUrl } from '../notifications/ws-client.js';
import { bid, bidder, contentStaff, listItem } from './nft-helpers.js';

const server = useTestServer({ startAt: new Date('2026-07-01T12:00:00Z') });

describe('/websocket/nft', () => {
  it('sends the live figures on connecting and after every bid; an unknown item gets 404', async () => {
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const content = await contentStaff(server);
    const ann = await bidder(server);
    const item = await listItem(server, content, { startPrice: '40', priceStep: '1' });

    const socket = await openSocket(wsUrl(url, `/websocket/nft?id=${item.id}`));
    const first = await socket.next((m) => m.type === 'nft', 5000);
    expect(first).toMatchObject({
      id: item.id,
      currentBid: null,
      minimumNextBid: '40',
      bidCount: 0,
    });

    expect((await bid(server, ann, item.id, '40')).code).toBe(200);
    const after = await socket.next((m) => m.type === 'nft' && m.bidCount === 1, 5000);
    expect(after).toMatchObject({ currentBid: '40', minimumNextBid: '42', status: 'live' });
    expect(after.bid).toMatchObject({ amount: '40' });
    expect(after.bid.bidder).toMatch(/\*\*\*/);
    socket.ws.close();

    const unknown = await openSocket(wsUrl(url, '/websocket/nft?id=999999'));
    expect(await unknown.next((m) => m.type === 'error', 5000)).toEqual({
      type: 'error',
      code: 404,
    });
    unknown.ws.close();
  });
});
