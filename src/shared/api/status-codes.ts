/**
 * Section 8's generic status codes, by name: code that acts on a status names it from here. Product messages for
 * them are not part of the specification.
 */
export const HTTP_STATUS = {
  ok: 200,
  created: 201,
  accepted: 202,
  noContent: 204,
  resetContent: 205,
  partialContent: 206,
  movedPermanently: 301,
  found: 302,
  seeOther: 303,
  notModified: 304,
  useProxy: 305,
  temporaryRedirect: 307,
  permanentRedirect: 308,
  badRequest: 400,
  unauthorized: 401,
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  notAcceptable: 406,
  proxyAuthenticationRequired: 407,
  requestTimeout: 408,
  conflict: 409,
  gone: 410,
  internalServerError: 500,
  notImplemented: 501,
  badGateway: 502,
  serviceUnavailable: 503,
  gatewayTimeout: 504,
} as const;

export type RecognisedStatus = (typeof HTTP_STATUS)[keyof typeof HTTP_STATUS];

const RECOGNISED: ReadonlySet<number> = new Set(Object.values(HTTP_STATUS));

export const isRecognisedStatus = (status: number): status is RecognisedStatus => RECOGNISED.has(status);
