import fs from 'node:fs/promises';
import { buildPageTree, firstPage, type NavigationPage } from '../../src/shared/page-tree.js';
import {
  CHECK_CONTEXT_READ,
  EVERY_SCREEN_READS,
  FIRST_ANSWERS_ELEMENT,
  GUEST_COMPOSER,
  PUBLIC_PAGES_READ,
  SITE_READ,
  WHOLE_TREE,
  eagerPageRead,
} from '../../src/shared/first-answers.js';

type Answers = Record<string, unknown>;

/** Reads an address of the API as a guest: its JSON answer, or undefined when it did not answer 200. */
export type GuestRead = (url: string) => Promise<unknown>;

/**
 * The app's page (index.html) at a client address, with the site's description for search engines
 * and the answers to the reads its first screen makes written into it (src/shared/first-answers.ts):
 * the entity models, the site and the profile on every page, and at the guest composer its page
 * tree, what its checks read and its first page. On a phone's network each read the first screen
 * waited for was a round trip of its own, one after the other for the composer's; now its first
 * screen renders once the scripts have run.
 *
 * The answers are the API's own to a visitor without an account, read through its routes with none
 * of the request's credentials, so they cannot differ from what a guest's browser would have read
 * and never carry an account's data. A read that fails is left out: the client then makes it.
 */
export async function appPageHtml(read: GuestRead, address: string, indexFile: string): Promise<string> {
  const page = await fs.readFile(indexFile, 'utf8');
  const answers = await firstAnswers(read, address.replace(/\/+$/, '') === GUEST_COMPOSER);
  // In JSON, `<` only appears inside strings, where \u003c reads the same: no answer can end the element.
  const data = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
  const head = `<meta name="description" content="${escapeHtml(siteDescription(answers[SITE_READ]))}">${data}`;
  const at = page.indexOf('<script');
  return at < 0 ? page + head : page.slice(0, at) + head + page.slice(at);
}

/** Search engines show about this many characters of a description; a longer one is cut at a word. */
const DESCRIPTION_LENGTH = 300;

/** The page's description (search results show it): the site's own on one line, else what the site is. */
export function siteDescription(site: unknown): string {
  const { name, description } = (site ?? {}) as { name?: string; description?: string | null };
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return `${name?.trim() || 'Portico'}, a portal for documents`;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > 0 ? cut.slice(0, lastSpace) : cut}…`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function firstAnswers(guestRead: GuestRead, guestComposer: boolean): Promise<Answers> {
  const answers: Answers = {};
  // The reads are asked in a fixed order and answer in any: the page lists them in the order asked, so
  // that the same data makes the same page.
  const asked: string[] = [];
  const read = async (key: string, url = key) => {
    asked.push(key);
    const answer = await guestRead(url);
    if (answer !== undefined) answers[key] = answer;
    return answer;
  };
  await Promise.all([
    ...EVERY_SCREEN_READS.map((path) => read(path)),
    ...(guestComposer
      ? [
          read(CHECK_CONTEXT_READ),
          read(PUBLIC_PAGES_READ, `${PUBLIC_PAGES_READ}?${WHOLE_TREE}`).then(async (pages) => {
            // The page the composer opens at an address without a page (a hash names another: read then).
            const first = Array.isArray(pages) ? firstPage(buildPageTree(pages as NavigationPage[])) : undefined;
            if (first) await read(eagerPageRead(first.id));
          }),
        ]
      : []),
  ]);
  return Object.fromEntries(asked.filter((key) => key in answers).map((key) => [key, answers[key]]));
}
