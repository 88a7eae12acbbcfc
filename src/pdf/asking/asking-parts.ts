/** What LazyAsking.tsx loads on demand, as one script: the panel and the boxes over the pages. */
export { AskPanel } from './AskPanel';
export { AskBoxLayer } from './AskBoxLayer';
