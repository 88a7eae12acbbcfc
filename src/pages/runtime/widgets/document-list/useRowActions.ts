import { useMemo } from 'react';
import type { DocumentListConf } from '../../../../shared/generated/widget-confs';
import type { FamilyDescription } from '../../../../shared/documents/gateway-wire';
import { useCheckContext } from '../../page/useCheckContext';
import type { RowAction } from './RowActions';

const ROW_ACTIONS = ['view', 'details', 'edit', 'delete', 'sign'] as const;

/**
 * The actions a list's rows offer among those configured: a value list's entries only their details.
 * The signing menu when the family takes signature requests and the visitor may update its
 * documents (the families the server says they may update); its entries hide only what cannot work,
 * and the server decides what the panels may do.
 */
export function useRowActions(configured: NonNullable<DocumentListConf['actions']>, isFamily: boolean, family: FamilyDescription | undefined): RowAction[] {
  const context = useCheckContext();
  const signs = !!family?.signing && !!context.data?.can.update.includes(family.key);
  return useMemo(() => ROW_ACTIONS.filter((a) => configured.includes(a) && (a === 'details' || isFamily) && (a !== 'sign' || signs)), [configured, isFamily, signs]);
}
