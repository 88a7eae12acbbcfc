import { Fragment, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { translatedText } from '../../../shared/translated-text';
import type { PagePlacement } from '../../../shared/page-management';
import type { ManagedPage } from '../pages-api';
import { MoveDialog } from './MoveDialog';
import { PageActionsMenu, type PageAction } from './PageActionsMenu';
import { PageTreeRow } from './PageTreeRow';
import { childrenOf, placementsForDrop, placementsForParent, placementsForStep } from './page-moves';
import { useTreeDrag } from './useTreeDrag';

interface Props {
  label: string;
  pages: ManagedPage[];
  /** Whether the pages are read yet: `loading` while they are, `failed` when they could not be (the screen says why). */
  state: 'loading' | 'failed' | 'read';
  selected?: number;
  onSelect: (id: number) => void;
  onPlace: (placements: PagePlacement[]) => void;
  onAddChild: (parent: ManagedPage) => void;
  onDelete: (page: ManagedPage) => void;
}

/**
 * The pages of a scope as an editable tree: select a page to edit it, drag it before, after or into
 * another, or use its menu to add a page under it, move it a step, move it under another page, or
 * delete it. Every move becomes one bulk placement, which the server applies in one transaction.
 */
export function PageTreeEditor({ label, pages, state, selected, onSelect, onPlace, onAddChild, onDelete }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [collapsed, setCollapsed] = useState(() => new Set<number>());
  const [moving, setMoving] = useState<ManagedPage>();
  const place = (placements: PagePlacement[]) => placements.length && onPlace(placements);
  const { rowProps, dropShown } = useTreeDrag(pages, (id, target, where) => place(placementsForDrop(pages, id, target, where)));

  const act = (page: ManagedPage, action: PageAction) => {
    if (action === 'addChild') onAddChild(page);
    else if (action === 'up' || action === 'down') place(placementsForStep(pages, page.id, action === 'up' ? -1 : 1));
    else if (action === 'move') setMoving(page);
    else onDelete(page);
  };
  const toggle = (id: number) => {
    const next = new Set(collapsed);
    if (!next.delete(id)) next.add(id);
    setCollapsed(next);
  };

  const render = (parent: number | null, depth: number) => {
    const siblings = childrenOf(pages, parent);
    return siblings.map((page, at) => {
      const children = childrenOf(pages, page.id);
      const name = translatedText(page.name, locale);
      const expanded = !collapsed.has(page.id);
      return (
        <Fragment key={page.id}>
          <PageTreeRow
            page={page}
            name={name}
            depth={depth}
            hasChildren={children.length > 0}
            expanded={expanded}
            selected={page.id === selected}
            drop={dropShown(page.id)}
            dragProps={rowProps(page.id)}
            onToggle={() => toggle(page.id)}
            onSelect={() => onSelect(page.id)}
            actions={<PageActionsMenu name={name} canUp={at > 0} canDown={at < siblings.length - 1} onAction={(a) => act(page, a)} />}
          />
          {children.length > 0 && expanded && render(page.id, depth + 1)}
        </Fragment>
      );
    });
  };

  return (
    <Box component="nav" aria-label={label} aria-busy={state === 'loading' || undefined} data-testid="page-tree-editor">
      {state === 'loading' && <LinearProgress aria-label={translate('portico.pages.loading')} sx={{ m: 1 }} />}
      {pages.length > 0 && render(null, 0)}
      {/* Empty only once the pages were read and none came. */}
      {state === 'read' && !pages.length && (
        <Typography color="text.secondary" sx={{ p: 1 }}>
          {translate('portico.pages.none')}
        </Typography>
      )}
      {moving && (
        <MoveDialog
          page={moving}
          pages={pages}
          onClose={() => setMoving(undefined)}
          onMove={(parent) => {
            setMoving(undefined);
            place(placementsForParent(pages, moving.id, parent));
          }}
        />
      )}
    </Box>
  );
}
