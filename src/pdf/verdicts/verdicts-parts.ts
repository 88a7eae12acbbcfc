/** What the signature panel's chunk holds (LazyVerdicts.tsx). */
export { VerdictsPanel } from './VerdictsPanel';
export { VerdictOutline } from './VerdictOutline';
