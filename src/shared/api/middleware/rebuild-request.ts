/** A copy of `request` at another URL; the body is read once so that the original is left unused. */
export async function withUrl(request: Request, url: URL): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : null,
    credentials: request.credentials,
    signal: request.signal,
    redirect: request.redirect,
  });
}

/** A copy of `request` that is aborted by `signal` too; the body is read once so that the original is left unused. */
export async function withSignal(request: Request, signal: AbortSignal): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : null,
    credentials: request.credentials,
    signal: AbortSignal.any ? AbortSignal.any([request.signal, signal]) : signal,
    redirect: request.redirect,
  });
}
