import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { JsonSignField } from '../../shared/signing/wire';
import type { DrawnObject as WireDrawnObject } from '../../shared/signing/wire';
import type { DrawnObject } from './drawn-object';

/** The objects drawn in one open viewer, and what the sign call and the save make of them. */
export interface Drawing {
  objects: DrawnObject[];
  setObjects(change: (objects: DrawnObject[]) => DrawnObject[]): void;
  /** The sign boxes the signer placed (jsonSignFields) and the handwritten signatures and texts (jsonDrawnObjects), in the sign call's coordinates. */
  toWire(): { jsonSignFields: JsonSignField[]; jsonDrawnObjects: WireDrawnObject[] };
}

const DrawingContext = createContext<Drawing | null>(null);

export function DrawingProvider({ children }: { children: ReactNode }) {
  const [objects, setObjects] = useState<DrawnObject[]>([]);
  const drawing = useMemo<Drawing>(() => ({ objects, setObjects, toWire: () => ({ jsonSignFields: [], jsonDrawnObjects: [] }) }), [objects]);
  return <DrawingContext.Provider value={drawing}>{children}</DrawingContext.Provider>;
}

export function useDrawing(): Drawing {
  const drawing = useContext(DrawingContext);
  if (!drawing) throw new Error('useDrawing is used outside a PDF viewer');
  return drawing;
}
