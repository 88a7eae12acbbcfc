import { useState } from 'react';

/**
 * Whether something has ever been open: a menu or a dialog renders nothing until then (closed, MUI's
 * Menu is still a Popover and a Modal with their styles), and stays mounted after, so that it closes
 * with its transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
