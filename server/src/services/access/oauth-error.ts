/** An RFC 6749 section 5.2 refusal: the token endpoint answers it as 400 with `error` and `error_description`. */
export class OAuthError extends Error {
  readonly code: string;
  constructor(code: string, description: string) {
    super(description);
    this.code = code;
  }
}
