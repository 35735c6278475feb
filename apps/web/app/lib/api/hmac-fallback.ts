/**
 * The script HMAC-SHA-256, for request keys where Web Crypto is missing. Its own module, imported
 * only dynamically: were request-key.ts to import sha256.ts itself, which the Google sign-in
 * imports statically, the server build would split its entry behind a facade.
 */
export { hmacSha256 } from './sha256.ts';
