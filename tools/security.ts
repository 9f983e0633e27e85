/**
 * Security headers of the site, computed from the built pages: every inline script and style a
 * page has is allowed by its SHA-256 hash, so the Content-Security-Policy never needs
 * 'unsafe-inline' and can never drift from what the page contains.
 */
import { createHash } from "node:crypto";

/** Headers every response gets. */
export const commonHeaders: Record<string, string> = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  // The site uses none of these features; nothing it embeds may either.
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Everything a page loads is the site's own: requiring it to say so costs nothing, and keeps a
  // page from ever pulling in another site's file that did not agree to it.
  "Cross-Origin-Embedder-Policy": "require-corp",
  // No other site may embed the site's files (images, scripts, calendars) in its pages...
  "Cross-Origin-Resource-Policy": "same-origin",
  // ...nor may Flash or PDF readers load cross-domain policies from it.
  "X-Permitted-Cross-Domain-Policies": "none",
};

/** Sent only over HTTPS (browsers ignore it over HTTP), also when a proxy ended TLS and says so in
 * `X-Forwarded-Proto`: two years, subdomains included. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/** For files that are not pages (calendars, sitemap, images): nothing may run in them. */
export const nonPagePolicy = "default-src 'none'; frame-ancestors 'none'";

export function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The inline scripts and styles of a page, as the browser hashes them. JSON (JSON-LD, an
 * island's props) is data the browser never runs, so no policy needs its hash: one page's data
 * never changes what another's policy allows. */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=/.test(attributes))
    .filter(([, attributes = ""]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , code = ""]) => code);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, css = ""]) => css,
  );
  return { scripts, styles };
}

/**
 * The Content-Security-Policy of a page: only this origin, plus the page's own inline code by
 * hash. `frame-ancestors` only works as a header, so the copy in the page's `<meta>` leaves it out.
 */
export function pagePolicy(html: string, delivery: "header" | "meta"): string {
  const { scripts, styles } = inlineCode(html);
  const hashes = (code: string[]) => [...new Set(code.map(sha256))].join(" ");
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${hashes(scripts)}`.trim(),
    `style-src 'self' ${hashes(styles)}`.trim(),
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(delivery === "header" ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join("; ");
}

/** Puts the page's policy in a `<meta>` right after the charset, before any script, for hosts
 * that cannot send headers (GitHub Pages). */
export function withPolicyMeta(html: string): string {
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(charset))
    throw new Error("the page has no <meta charSet> to put the policy after");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(html, "meta")}"/>`;
  return html.replace(charset, () => `${charset}${meta}`);
}

/** How long browsers may keep a file: hashed assets forever, everything else revalidated. */
export function cacheControl(path: string): string {
  return /\/assets\//.test(path) ? "public, max-age=31536000, immutable" : "no-cache";
}
