/** Text that would do harm if the server built SQL, HTML, paths or templates from what it receives. */
export const INJECTION_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "admin@acme.test' --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1 UNION SELECT private_jwk FROM signing_keys',
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'null\u0000byte',
  '{{constructor.constructor("return process")()}}',
  '${process.exit(1)}',
];

/** Sent unencoded in a path too, where a server that joined paths would climb out of its folder. */
export const PATH_TRAVERSALS: readonly string[] = ['../../../../etc/passwd', '..%2f..%2f..%2fetc%2fpasswd'];
