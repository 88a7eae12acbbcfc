import { useRef, useState, type KeyboardEvent } from 'react';
import { Box } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { openedByPdf, shownEntries, type OutlineEntry, type ShownEntry } from './outline';

interface Props {
  entries: OutlineEntry[];
  label: string;
  onGo(entry: OutlineEntry): void;
}

/**
 * The PDF's outline as a tree (WAI-ARIA's tree view): one item in the tab order, the arrows move
 * between the items shown, Right opens an entry or goes into it, Left closes it or goes to its parent,
 * Home and End, Enter or a click goes to the entry's destination; a click on the arrow only opens or closes.
 */
export function OutlineTree({ entries, label, onGo }: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => openedByPdf(entries));
  const [focused, setFocused] = useState(entries[0]?.id);
  const list = useRef<HTMLUListElement>(null);
  const shown = shownEntries(entries, expanded);

  const focus = (id: string | undefined) => {
    if (id === undefined) return;
    setFocused(id);
    list.current?.querySelector<HTMLElement>(`[data-entry="${id}"]`)?.focus();
  };
  const toggle = (id: string, open: boolean) =>
    setExpanded((now) => {
      const next = new Set(now);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, item: ShownEntry, index: number) => {
    const { entry } = item;
    const isOpen = expanded.has(entry.id);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(shown[index + 1]?.entry.id),
      ArrowUp: () => focus(shown[index - 1]?.entry.id),
      Home: () => focus(shown[0]?.entry.id),
      End: () => focus(shown[shown.length - 1]?.entry.id),
      ArrowRight: () => (!entry.children.length ? undefined : isOpen ? focus(entry.children[0].id) : toggle(entry.id, true)),
      ArrowLeft: () => (entry.children.length && isOpen ? toggle(entry.id, false) : focus(item.parent)),
      Enter: () => onGo(entry),
      ' ': () => onGo(entry),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <Box component="ul" ref={list} role="tree" aria-label={label} data-testid="pdf-outline" sx={{ listStyle: 'none', m: 0, p: 0.5, flex: 1, minHeight: 0, overflow: 'auto' }}>
      {shown.map((item, index) => {
        const { entry, level } = item;
        const parent = entry.children.length > 0;
        const isOpen = expanded.has(entry.id);
        return (
          <Box
            component="li"
            key={entry.id}
            role="treeitem"
            data-entry={entry.id}
            aria-level={level}
            aria-setsize={item.siblings}
            aria-posinset={item.position}
            aria-expanded={parent ? isOpen : undefined}
            tabIndex={focused === entry.id ? 0 : -1}
            onClick={() => onGo(entry)}
            onFocus={() => setFocused(entry.id)}
            onKeyDown={(event) => onKeyDown(event, item, index)}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.25, pl: (level - 1) * 2, pr: 0.5, py: 0.5, borderRadius: 1, cursor: 'pointer', typography: 'body2', overflowWrap: 'anywhere', '&:hover': { bgcolor: 'action.hover' }, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
          >
            <Box
              component="span"
              aria-hidden
              onClick={(event) => {
                if (!parent) return;
                event.stopPropagation();
                toggle(entry.id, !isOpen);
              }}
              sx={{ display: 'inline-flex', flexShrink: 0, width: 20, visibility: parent ? 'visible' : 'hidden', transform: isOpen ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}
            >
              <ChevronRightIcon fontSize="small" />
            </Box>
            <span>{entry.title}</span>
          </Box>
        );
      })}
    </Box>
  );
}
