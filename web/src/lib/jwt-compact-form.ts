/**
 * A JWT's compact form: three base64url parts joined by dots (the emulator leaves the signature
 * empty). Only this can go in a header: anything else, a non-Latin-1 character above all, makes
 * `fetch` throw before the request leaves.
 */
const JWT_COMPACT_FORM = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

export function isJwtCompactForm(token: string): boolean {
  return JWT_COMPACT_FORM.test(token);
}
