export interface ApiReply {
  status: number;
  body: any;
}

/** POSTs JSON (or nothing) to the running server over real HTTP, as a client would. */
export async function post(
  baseUrl: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiReply> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text, the assertion will show it
  }
  return { status: response.status, body: parsed };
}
