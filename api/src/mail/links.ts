/**
 * Absolute links for e-mails: from PUBLIC_ORIGIN, or else from the origin the site was last reached
 * at (a local run, a test server), or else localhost and the port. An e-mail is read outside the
 * site, so a relative link would lead nowhere. Behind a public address PUBLIC_ORIGIN must be set, or
 * a request with a forged Host header could choose the origin of links mailed to others.
 */
export class SiteLinks {
  private seen: string | null = null;

  constructor(
    private readonly publicOrigin: string | null,
    private readonly fallback: string,
  ) {}

  /** Records the origin a request arrived at (used only while PUBLIC_ORIGIN is unset). */
  remember(origin: string): void {
    if (!this.publicOrigin) this.seen = origin;
  }

  get origin(): string {
    return this.publicOrigin ?? this.seen ?? this.fallback;
  }

  /** `/orders/abc` with its query, on the site's origin. */
  url(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, this.origin);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }
}
