/** An account as the API shows it (`api/account`, `api/admin/users`): declared once for the server and the client. */
export interface User {
  id: number;
  login: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  activated: boolean;
  langKey: string;
  authorities: string[];
  createdBy: string;
  createdDate: string;
  lastModifiedBy: string | null;
  lastModifiedDate: string | null;
}
