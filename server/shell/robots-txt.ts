/**
 * `/robots.txt`: search engines may read the public face of the portal (the guest composer, its
 * pages and the sign-in) and nothing else worth indexing: not the API (the document store's answers
 * among them), the operations endpoints, the external sign-in's redirects, nor the screens behind a
 * sign-in, which show a crawler the sign-in anyway.
 */
export const ROBOTS_TXT = `User-agent: *
Allow: /wguest/
Allow: /login
Disallow: /api/
Disallow: /management/
Disallow: /oauth2/
Disallow: /login/oauth2/
Disallow: /admin
Disallow: /wadmin
Disallow: /wuser
Disallow: /account
`;
