/**
 * Absolute links for e-mails, on one origin fixed when the server starts: PUBLIC_ORIGIN, or else the
 * server's own address (`linksOrigin`, api/src/env.ts). Never a request's Host header: a request
 * with a forged Host would otherwise choose where the links mailed to others (a password reset) lead.
 * An e-mail is read outside the site, so a relative link would lead nowhere.
 */
export class SiteLinks {
  constructor(readonly origin: string) {}

  /** `/orders/abc` with its query, on the site's origin. */
  url(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, this.origin);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }
}
