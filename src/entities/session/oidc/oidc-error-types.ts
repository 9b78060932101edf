/** An identity token that fails a rule of section 5, with the specification's message. */
export class IdTokenInvalidError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'IdTokenInvalidError';
  }
}

/** A discovery document (or the configured authority) that section 5's rules refuse: `discovery_document_validation_error`. */
export class DiscoveryDocumentInvalidError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiscoveryDocumentInvalidError';
  }
}
