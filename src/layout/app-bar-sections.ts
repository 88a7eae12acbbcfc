import type { ReactElement } from 'react';

/** One entry of an app bar menu: a link to a screen, or an action (a language chosen). */
export interface AppBarEntry {
  key: string;
  label: string;
  to?: string;
  onSelect?: () => void;
  selected?: boolean;
  lang?: string;
}

/**
 * One of the app bar's menus (Entities, Administration, Language): its button's text and name, and
 * its entries. A wide screen shows each as its own dropdown (AppBarDropdown), a phone all of them in
 * one (CollapsedMenu), so that the bar keeps to one line.
 */
export interface AppBarSection {
  id: string;
  /** What the button says, and the heading of the section in the collapsed menu. */
  label: string;
  /** The button's accessible name when it differs from its text. */
  name?: string;
  icon: ReactElement;
  entries: AppBarEntry[];
}
