/** Where the site's own stylesheet applies: the public and user-facing screens, not administration. */
export const STYLED_PATHS = ['/login', '/logout', '/account', '/wuser', '/wguest'];

export const isStyledPath = (pathname: string) => STYLED_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
