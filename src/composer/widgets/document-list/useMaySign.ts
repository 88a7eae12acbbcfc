import type { FamilyDescription } from '../../../shared/documents/gateway-wire';
import { useCheckContext } from '../../page/useCheckContext';

/**
 * Whether a list's rows offer the signing menu: its family takes signature requests and the visitor
 * may update its documents (the families the server says they may update). The menu's entries hide
 * only what cannot work; the server decides what the panels may do.
 */
export function useMaySign(family: FamilyDescription | undefined): boolean {
  const context = useCheckContext();
  return !!family?.signing && !!context.data?.can.update.includes(family.key);
}
