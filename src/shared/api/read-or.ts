/** What an openapi-fetch call resolves to, as far as reading it goes. */
type ApiCall = Promise<{ data?: unknown; response: Response }>;

/**
 * Section 8's silent fallback, in one place: the answer as `read` makes it out, or `fallback` when the request fails
 * (network, timeout), the status is not a success, or `read` finds nothing it can use (null or undefined).
 */
export async function readOr<T>(fallback: T, call: ApiCall, read: (data: unknown) => T | null | undefined): Promise<T> {
  try {
    const { data, response } = await call;
    if (!response.ok) return fallback;
    return read(data) ?? fallback;
  } catch {
    return fallback;
  }
}
