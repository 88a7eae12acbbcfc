/** The sidebar's chunk: fetched the first time a reader opens the sidebar. */
export { Sidebar } from './Sidebar';
