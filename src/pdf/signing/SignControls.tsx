/** The sign button of the toolbar, and the modals a signature goes through. */
export function SignControls() {
  return null;
}
