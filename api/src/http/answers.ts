/**
 * JSON answers that keep their text at hand. @hono/node-server writes a Response built from a string
 * straight to the socket; reading a Response's body back (`arrayBuffer()`, `body`) turns it into a
 * web stream, which cost more than the rest of a small answer when profiled. Compression asks for
 * the text here first (http/compress.ts).
 */
const texts = new WeakMap<Response, string>();

export function jsonAnswer(data: unknown, status = 200): Response {
  const text = JSON.stringify(data ?? null);
  const response = new Response(text, { status, headers: { "content-type": "application/json" } });
  texts.set(response, text);
  return response;
}

/** The text a `jsonAnswer` was built from; undefined for any other answer. */
export function textOf(response: Response): string | undefined {
  return texts.get(response);
}
