// The Content Security Policy of the built console (docs/security.md#content-security-policy): what the demo server
// sends, and what docs/deploying.md gives for nginx and a CDN. One function, so the two cannot drift apart.
//   contentSecurityPolicy({ api: 'https://api.example.com', documents: ['https://files.example.com'] })

/**
 * @param {{ api?: string, documents?: string[] }} [origins] The API's origin when it is not the console's own
 *   (`VITE_API_BASE_URL`), and the origins the review documents come from (their `download_url`s).
 * @returns {string} The policy, one header value.
 */
export function contentSecurityPolicy({ api, documents = [] } = {}) {
  const self = ["'self'"];
  const directives = {
    'default-src': self,
    // The build's own files only: no inline script, no eval.
    'script-src': self,
    // styled-components writes its rules into <style> elements it creates at run time (docs/security.md).
    'style-src': [...self, "'unsafe-inline'"],
    // Image documents (and their previews before upload: blob:) and the typefaces.
    'img-src': [...self, 'blob:', ...documents],
    'font-src': self,
    // The API, and the documents (a document is fetched once to check it loads before a risky approval).
    'connect-src': [...self, ...(api ? [api] : []), ...documents],
    // PDF documents shown in the page (<object>), from where they come only.
    'object-src': [...self, ...documents],
    'frame-src': [...self, ...documents],
    'base-uri': ["'none'"],
    'form-action': self,
    'frame-ancestors': ["'none'"],
    // Trusted Types: no string reaches an HTML or script sink (innerHTML, script.src…). The console's one policy, the
    // default one, passes a review document's URL to a PDF preview's <object data> and nothing else
    // (packages/admin-app/src/platform/trustedTypes.ts).
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ['default'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The other headers every response of the console carries. */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
