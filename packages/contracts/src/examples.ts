/**
 * Values the OpenAPI documents' examples share across contracts: one id of each kind, so that
 * the examples of calls that name the same thing name it alike.
 */

/** A message id as the send calls answer it (Green-API's idMessage is the same id). */
export const EXAMPLE_MESSAGE_ID = '0b6f3c52-7d4e-4a1b-9c8d-2e5f6a7b8c9d';
/** A user's uuid as fetchUser answers it. */
export const EXAMPLE_USER_UUID = '2f8e6d4c-1b3a-4c5d-9e7f-8a6b4c2d0e1f';
/** A token id (insid, Green-API's idInstance). */
export const EXAMPLE_TOKEN_ID = 'ins_8bJ2kLq0VxR3';
/** A solved ALTCHA challenge as the contact and newsletter forms send it: base64 JSON. */
export const EXAMPLE_CAPTCHA =
  'eyJhbGdvcml0aG0iOiJTSEEtMjU2IiwiY2hhbGxlbmdlIjoiNGU4YjFmMGM5YTdkM2UyYjZmNWE4YzFkMGU5YjdhNmYzYzJkMWUwZjlhOGI3YzZkNWU0ZjNhMmIxYzBkOWU4ZiIsIm51bWJlciI6NTI3MTMsInNhbHQiOiI4YzFmNGEyZTliN2QiLCJzaWduYXR1cmUiOiJkMmE2ZjFjOGUwYjk0YTdjM2U1ZjJkMWI4YTljMGU3ZjZkNGIzYTJjMWUwZjlkOGM3YjZhNWY0ZTNkMmMxYjBhIn0=';
