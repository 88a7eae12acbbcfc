// The accounts' store lives in server/users; the site routes and the demonstration seed still name it here.
export type { UserStore } from '../users/store.js';
export type { User } from '../users/types.js';
