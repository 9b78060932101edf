import { describe, expect, it } from 'vitest';

import { HTTP_STATUS, isRecognisedStatus } from './status-codes';

describe('the recognised status codes', () => {
  it('are the specification’s list, no more', () => {
    const listed = [200, 201, 202, 204, 205, 206, 301, 302, 303, 304, 305, 307, 308];
    const errors = [400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 500, 501, 502, 503, 504];
    expect(Object.values(HTTP_STATUS)).toEqual([...listed, ...errors]);
  });

  it.each([203, 306, 411, 418, 429, 505, 599])('%d is not recognised', (status) => {
    expect(isRecognisedStatus(status)).toBe(false);
  });

  it.each([204, 401, 503])('%d is recognised', (status) => {
    expect(isRecognisedStatus(status)).toBe(true);
  });
});
