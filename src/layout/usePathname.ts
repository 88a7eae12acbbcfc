import { createContext, useContext } from 'react';

/**
 * The address's path, given by the Layout: a component that reads it renders again when the path
 * changes, not when only the hash does (react-router's location changes with either, and the
 * composer moves from page to page by the hash).
 */
export const PathnameContext = createContext('/');

export const usePathname = (): string => useContext(PathnameContext);
