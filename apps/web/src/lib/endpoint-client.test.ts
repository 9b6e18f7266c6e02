import { endpoint, endpoints } from '@meridian/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiClient } from './api-client';
import { callEndpoint, callEndpointEnvelope, fillPath } from './endpoint-client';

function recordingClient() {
  const request = vi.fn(async () => ({ unread: 3 }));
  const client = { request } as unknown as ApiClient;
  return { client, request };
}

describe('callEndpoint (the typed client of the endpoint table)', () => {
  it('calls the declared method and path with the query and the signal', async () => {
    const { client, request } = recordingClient();
    const signal = new AbortController().signal;
    await callEndpoint(
      endpoints.listNotification,
      { query: { page: 2, size: 20 } },
      { signal },
      client,
    );
    expect(request).toHaveBeenCalledWith('GET', '/swx/customer/user/listNotification', {
      query: { page: 2, size: 20 },
      signal,
    });
  });

  it('sends the body and answers the result', async () => {
    const { client, request } = recordingClient();
    const result = await callEndpoint(
      endpoints.readNotification,
      { body: { all: true } },
      {},
      client,
    );
    expect(request).toHaveBeenCalledWith('POST', '/swx/customer/user/readNotification', {
      body: { all: true },
    });
    expect(result).toEqual({ unread: 3 });
  });

  it('fills path parameters and passes the idempotency key of money calls', async () => {
    const { client, request } = recordingClient();
    const probe = endpoint({
      method: 'POST',
      path: '/swx/customer/order/cancel/:id',
      access: 'user',
      idempotent: true,
      tags: ['probe'],
      params: z.object({ id: z.coerce.number() }),
      result: z.null(),
    });
    await callEndpoint(probe, { params: { id: 41 } }, { idempotencyKey: 'k-1' }, client);
    expect(request).toHaveBeenCalledWith('POST', '/swx/customer/order/cancel/41', {
      idempotencyKey: 'k-1',
    });
  });

  it('answers the whole envelope for calls that show the success message', async () => {
    const envelope = { code: 20005, msg: 'Changed successfully', result: null };
    const requestEnvelope = vi.fn(async () => envelope);
    const client = { requestEnvelope } as unknown as ApiClient;
    const probe = endpoint({
      method: 'POST',
      path: '/swx/customer/user/probe/:id',
      access: 'user',
      idempotent: true,
      tags: ['probe'],
      params: z.object({ id: z.coerce.number() }),
      body: z.object({ name: z.string() }),
      result: z.null(),
    });
    const answer = await callEndpointEnvelope(
      probe,
      { params: { id: 7 }, body: { name: 'x' } },
      { idempotencyKey: 'k-2' },
      client,
    );
    expect(requestEnvelope).toHaveBeenCalledWith('POST', '/swx/customer/user/probe/7', {
      body: { name: 'x' },
      idempotencyKey: 'k-2',
    });
    expect(answer).toBe(envelope);
  });

  it('encodes path values and refuses a missing one', () => {
    expect(fillPath('/a/:code/b', { code: 'x/y z' })).toBe('/a/x%2Fy%20z/b');
    expect(() => fillPath('/a/:code', {})).toThrow(/code/);
  });
});
