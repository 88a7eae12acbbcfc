/*
 * The app's page carries the answers to the reads its first screen makes, so that the first screen
 * renders without a round trip per read (server/shell/app-page.ts writes them, src/app/first-answers.ts
 * takes them). They are the API's own answers to a visitor without an account, keyed by the read's
 * path.
 */

/** The id of the `<script type="application/json">` element that holds them. */
export const FIRST_ANSWERS_ELEMENT = 'first-answers';

/** Reads every screen makes whose answers are the same for every visitor: in every app page. */
export const EVERY_SCREEN_READS = ['/api/entity-schemas', '/api/composer/site', '/management/info'] as const;

/** The guest composer's reads: its page tree, what its checks read, and then its first page. */
export const PUBLIC_PAGES_READ = '/api/composer/pages-public';
export const CHECK_CONTEXT_READ = '/api/composer/check-context';
export const eagerPageRead = (id: number) => `/api/composer/pages/${id}?eager=true`;

/** The address of the guest composer, whose page carries its reads' answers too. */
export const GUEST_COMPOSER = '/wguest/composer';
