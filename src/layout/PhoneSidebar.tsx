/** react-admin's sidebar, which on a phone is a drawer over the screen (MUI's Drawer, Modal, focus trap and slide). */
export { Sidebar as PhoneSidebar } from 'react-admin';
