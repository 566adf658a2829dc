import { randomBytes } from "node:crypto";

const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";

/** Random, non-sequential 16-character ids (80 bits): order numbers are their last 8 characters. */
export function newId(): string {
  const bytes = randomBytes(16);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % 32];
  return id;
}
