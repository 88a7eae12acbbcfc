import type { ComponentProps } from 'react';
import { FindButton } from './find/FindButton';
import { SidebarButton } from './sidebar/SidebarButton';
import { SigningToolbarControls } from './SigningToolbarControls';

/** The toolbar's buttons after the reader's controls: pages and outline, find, then the signing controls. */
export function ToolbarExtras({ sidebar, find, compact }: { sidebar: ComponentProps<typeof SidebarButton>; find: ComponentProps<typeof FindButton>; compact: boolean }) {
  return (
    <>
      <SidebarButton {...sidebar} />
      <FindButton {...find} />
      <SigningToolbarControls compact={compact} />
    </>
  );
}
