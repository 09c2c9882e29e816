/** Texts of errors any call may get (spec 8), word for word. */
export const GenericMessages = {
  notFound: 'Not found',
  invalidJson: 'The request body is not valid JSON.',
  invalidUtf8: 'The request body must be UTF-8 text: it has bytes that are not valid UTF-8.',
  unsupportedCharset: 'JSON request bodies must be UTF-8: send them without a charset or with charset=utf-8.',
  forbiddenJsonKey: 'The request body may not use "__proto__" or "constructor.prototype" as keys.',
  nulCharacter: 'Text in the request may not contain the NUL character (\\u0000).',
  loneSurrogate:
    'Text in the request must be valid Unicode: a \\uD800-\\uDFFF escape must be one half of a surrogate pair.',
  invalidRequest: 'The request is invalid.',
  jsonObjectRequired: 'The request must be a JSON object.',
  badUrl: 'The address is not valid: it has a badly encoded character (%-escape).',
  pathPartTooLong: 'A part of the address is longer than any valid value (at most 100 characters).',
  payloadTooLarge: 'The request body is too large.',
  requestCutOff: 'The request ended before its whole body arrived.',
  unsupportedMediaType: 'Unsupported content type.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;
