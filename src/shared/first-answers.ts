/*
 * The app's page carries the answers to the reads its first screen makes, so that the first screen
 * renders without a round trip per read (server/shell/app-page.ts writes them, src/common/first-answers.ts
 * takes them). They are the API's own answers to a visitor without an account, keyed by the read's
 * path.
 */

/** The id of the `<script type="application/json">` element that holds them. */
export const FIRST_ANSWERS_ELEMENT = 'first-answers';

/** Reads every screen makes whose answers are the same for every visitor: in every app page. */
export const MODELS_READ = '/api/entity-schemas';
export const SITE_READ = '/api/composer/site';
export const PROFILE_READ = '/management/info';
export const EVERY_SCREEN_READS = [MODELS_READ, SITE_READ, PROFILE_READ] as const;

/** The guest composer's reads: its page tree, what its checks read, and then its first page. */
export const PUBLIC_PAGES_READ = '/api/composer/pages-public';
export const PRIVATE_PAGES_READ = '/api/composer/pages-private';
/** The whole tree in one answer, by index (the client adds a cache buster). */
export const WHOLE_TREE = 'page=0&size=10000&sort=index,asc';
export const CHECK_CONTEXT_READ = '/api/composer/check-context';
export const eagerPageRead = (id: number) => `/api/composer/pages/${id}?eager=true`;

/** The address of the guest composer, whose page carries its reads' answers too. */
export const GUEST_COMPOSER = '/wguest/composer';
