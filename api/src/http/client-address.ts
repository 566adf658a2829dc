/**
 * The client's address behind `hops` trusted proxies. Each proxy appends the address it received the
 * request from to X-Forwarded-For, so the client is `hops` entries from the right; anything further
 * left was written by the client itself and can say anything (a spoofed left-most value must never
 * pick the address that limits count against).
 */
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, hops: number): string {
  if (hops <= 0 || !forwardedFor) return socketAddress;
  const chain = forwardedFor
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (chain.length === 0) return socketAddress;
  return chain[Math.max(0, chain.length - hops)] ?? socketAddress;
}
