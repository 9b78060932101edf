import { describe, expect, it } from 'vitest';

import { readOr } from './read-or';

const answer = (data: unknown, status = 200) => Promise.resolve({ data, response: new Response(null, { status }) });
const readName = (data: unknown) => (typeof data === 'object' && data && 'name' in data ? String(data.name) : null);

describe('readOr', () => {
  it('answers what the reader makes of a successful answer', async () => {
    expect(await readOr('none', answer({ name: 'Acme' }), readName)).toBe('Acme');
  });

  it('falls back when the reader finds nothing it can use', async () => {
    expect(await readOr('none', answer({ title: 'x' }), readName)).toBe('none');
  });

  it('falls back on a status that is not a success, whatever the body', async () => {
    expect(await readOr('none', answer({ name: 'Problem' }, 503), readName)).toBe('none');
  });

  it('falls back when the request fails', async () => {
    expect(await readOr('none', Promise.reject(new TypeError('Failed to fetch')), readName)).toBe('none');
  });
});
