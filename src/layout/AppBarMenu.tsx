import { whenOpened } from '../common/whenOpened';
import type { MenuListProps } from './menu-lists';

// MUI's Menu, with its Popover, list, transition and the menus' entries: fetched when a menu first opens, not with the shell.
const lists = () => import('./menu-lists');
const isOpen = (props: MenuListProps) => props.open;

/** The app bar's dropdowns (menu-lists.tsx), each loaded and rendered from the first time it opens. */
export const AccountMenuList = whenOpened(() => lists().then((m) => m.AccountMenuList), isOpen, { firstTexts: true });
export const SectionMenuList = whenOpened(() => lists().then((m) => m.SectionMenuList), isOpen, { firstTexts: true });
export const CollapsedMenuList = whenOpened(() => lists().then((m) => m.CollapsedMenuList), isOpen, { firstTexts: true });
