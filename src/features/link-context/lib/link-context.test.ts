import { describe, expect, it } from 'vitest';

import { readLinkContext } from './link-context';

const read = (search: string) => readLinkContext(new URLSearchParams(search));

describe('the context of a link', () => {
  it('is nothing when the URL has neither parameter', () => {
    expect(read('tab=2')).toBeNull();
  });

  it('is the context and its version when both are there once', () => {
    expect(read('context=3f2c1e0a-5b7d-4c1e-9a2b-000000000003&contextVersion=1&tab=2')).toEqual({
      context: '3f2c1e0a-5b7d-4c1e-9a2b-000000000003',
      contextVersion: '1',
    });
    expect(read('context=c2FuZGJveA%3D%3D&contextVersion=v2.1')).toEqual({
      context: 'c2FuZGJveA==',
      contextVersion: 'v2.1',
    });
  });

  it.each([
    ['a context without its version', 'context=abc'],
    ['a version without its context', 'contextVersion=1'],
    ['an empty context', 'context=&contextVersion=1'],
    ['an empty version', 'context=abc&contextVersion='],
    ['a context given twice', 'context=abc&context=def&contextVersion=1'],
    ['a context with spaces or markup', 'context=%3Cscript%3E%20x&contextVersion=1'],
    ['a context longer than 256 characters', `context=${'a'.repeat(257)}&contextVersion=1`],
    ['a version longer than 32 characters', `context=abc&contextVersion=${'1'.repeat(33)}`],
  ])('is malformed for %s', (_case, search) => {
    expect(read(search)).toBe('malformed');
  });
});
