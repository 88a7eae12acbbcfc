import { useFamily } from '../../../docstore/useFamilies';
import { useCheckContext } from '../page/useCheckContext';
import { useResolvedConf } from '../state/useResolvedConf';

/**
 * Whether the visitor may change a document (add or delete its attachments: the update right), as far
 * as the page can tell: from the families the server says the visitor may update (check-context) and
 * the document's family when its reference names a selection (`{W_12.fidd}` → `{W_12.fidf}`). When the
 * family cannot be known, any update right at all lets the actions show; the server decides anyway.
 * Undefined while the rights are being read.
 */
export function useCanUpdateDocument(document: string | number): boolean | undefined {
  const context = useCheckContext();
  const selection = /^\{(W_\d+)\.fidd\}$/.exec(String(document));
  const { value: fidf } = useResolvedConf(selection ? `{${selection[1]}.fidf}` : '');
  const { family } = useFamily(fidf === '' ? undefined : fidf);
  if (!context.data) return undefined;
  const updatable = context.data.can.update;
  return family ? updatable.includes(family.key) : updatable.length > 0;
}
