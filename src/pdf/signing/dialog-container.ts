/** Where the signing modals open: over the viewer in full screen (only its element is shown then), else over the page. */
export const dialogContainer = () => (document.fullscreenElement as HTMLElement | null) ?? document.body;
