/** react-admin's sidebar widths (its `DRAWER_WIDTH` and `CLOSED_DRAWER_WIDTH`, whose module would bring its drawer into the shell). */
export const DRAWER_WIDTH = 240;
export const CLOSED_DRAWER_WIDTH = 55;
