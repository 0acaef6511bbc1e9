import { isSafeDocumentUrl } from '@admin-console/admin-ui';

interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createScriptURL: (input: string, type: string, sink: string) => string | null }): unknown;
}

/**
 * The console's one Trusted Types policy (docs/security.md#content-security-policy). Under
 * `require-trusted-types-for 'script'` the browser refuses a plain string in every sink that can load script, and
 * Chromium counts an `<object>`'s `data` among them: the PDF preview of a review document (admin-ui's DocumentCard)
 * is one. This default policy lets through that sink only, and only a URL DocumentCard itself would show (http(s)
 * or a same-origin path); every other string in every other sink is still refused. Called once, before the signed-in
 * pages render (the sign-in page shows no document).
 */
export function allowDocumentPreviews(): void {
  const factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createScriptURL: (input, _type, sink) => (sink === 'HTMLObjectElement data' && isSafeDocumentUrl(input) ? input : null),
  });
}
