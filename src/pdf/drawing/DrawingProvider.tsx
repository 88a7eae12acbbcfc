import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { JsonSignField } from '../../shared/signing/wire';
import type { DrawnObject as WireDrawnObject } from '../../shared/signing/wire';
import type { DrawnObject } from './drawn-object';
import { toWire, type BasePage } from './to-wire';
import { SignaturePad, type PadRequest } from './SignaturePad';
import { isDrawingSurface } from './surface';

/** The objects drawn in one open viewer, and what the sign call and the save make of them. */
export interface Drawing {
  objects: DrawnObject[];
  setObjects(change: (objects: DrawnObject[]) => DrawnObject[]): void;
  /** The sign boxes the signer placed (jsonSignFields) and the handwritten signatures and texts (jsonDrawnObjects), in the sign call's coordinates. */
  toWire(): { jsonSignFields: JsonSignField[]; jsonDrawnObjects: WireDrawnObject[] };
  /** The object whose contextual menu is open. */
  selectedId: string | null;
  select(id: string | null | ((current: string | null) => string | null)): void;
  update(id: string, change: (object: DrawnObject) => DrawnObject): void;
  remove(id: string): void;
  /** A shown page tells its measure at scale 1 (the sign call's), kept for its objects after it unmounts. */
  registerPage(pageNumber: number, base: BasePage): void;
  /** Opens the signature pad for a handwritten signature to be put at a point of a page. */
  askHandwriting(request: PadRequest): void;
}

const DrawingContext = createContext<Drawing | null>(null);

const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function DrawingProvider({ children }: { children: ReactNode }) {
  const [objects, setObjects] = useState<DrawnObject[]>([]);
  const [selectedId, select] = useState<string | null>(null);
  const [pad, setPad] = useState<PadRequest | null>(null);
  const bases = useRef(new Map<number, BasePage>());
  const registerPage = useCallback((pageNumber: number, base: BasePage) => void bases.current.set(pageNumber, base), []);
  const update = useCallback((id: string, change: (object: DrawnObject) => DrawnObject) => setObjects((all) => all.map((o) => (o.id === id ? change(o) : o))), []);
  const remove = useCallback((id: string) => {
    setObjects((all) => all.filter((o) => o.id !== id));
    select((current) => (current === id ? null : current));
  }, []);

  // A click anywhere but on a page's drawing, its menu or the pad deselects; Delete removes the selection.
  useEffect(() => {
    if (!selectedId) return;
    const down = (event: PointerEvent) => {
      if (!isDrawingSurface(event.target)) select(null);
    };
    const key = (event: KeyboardEvent) => {
      if (typing(event.target) || pad) return;
      if (event.key === 'Delete' || event.key === 'Backspace') remove(selectedId);
      else if (event.key === 'Escape') select(null);
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('keydown', key);
    };
  }, [selectedId, pad, remove]);

  const drawing = useMemo<Drawing>(
    () => ({ objects, setObjects, toWire: () => toWire(objects, bases.current), selectedId, select, update, remove, registerPage, askHandwriting: setPad }),
    [objects, selectedId, update, remove, registerPage],
  );
  return (
    <DrawingContext.Provider value={drawing}>
      {children}
      {pad && (
        <SignaturePad
          request={pad}
          onClose={() => setPad(null)}
          onDone={(object) => {
            setPad(null);
            setObjects((all) => [...all, object]);
            select(object.id);
          }}
        />
      )}
    </DrawingContext.Provider>
  );
}

export function useDrawing(): Drawing {
  const drawing = useContext(DrawingContext);
  if (!drawing) throw new Error('useDrawing is used outside a PDF viewer');
  return drawing;
}
