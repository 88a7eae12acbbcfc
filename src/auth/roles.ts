/** The portal's roles, and who may open which area. */
export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_WADMIN = 'ROLE_WADMIN';
export const ROLE_USER = 'ROLE_USER';

export const ADMINISTRATORS = [ROLE_ADMIN, ROLE_WADMIN];
export const ANY_ACCOUNT = [ROLE_ADMIN, ROLE_WADMIN, ROLE_USER];

/** Any-of matching; an empty requirement lets every signed-in account through. */
export const hasAnyAuthority = (authorities: string[] | undefined, required: string[]) =>
  required.length === 0 || required.some((a) => authorities?.includes(a));

/** Where `/` sends an account, by its roles. */
export function homeOf(authorities: string[] | undefined): string {
  if (hasAnyAuthority(authorities, ADMINISTRATORS)) return '/wadmin/site-management';
  if (authorities?.includes(ROLE_USER)) return '/wuser/composer';
  return '/wguest/composer';
}
