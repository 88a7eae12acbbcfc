import { describe, expect, it } from 'vitest';
import { createPageStore } from '../../src/pages/runtime/state/page-store.js';

const doc = (fidd: number) => ({ fidd, fidf: 1, fields: {} });

describe('the page store', () => {
  it('moves every selection that held a document to its newer version (ENTITY_UPDATED)', () => {
    const store = createPageStore();
    store.initialise([1, 2]);
    store.select(1, doc(10), [doc(7), doc(10)]);
    store.select(2, doc(8));
    const heard: number[] = [];
    store.onEvent((event) => heard.push(event.widgetId));
    store.emit({ type: 'ENTITY_UPDATED', widgetId: 3, fam: 'invoices', oldFidd: 10, fidd: 11 });
    expect(store.widget(1).selectedEntity?.fidd).toBe(11);
    // The list's checked rows follow too, so the row of the new version stays checked.
    expect(store.widget(1).selectedEntities.map((e) => e.fidd)).toEqual([7, 11]);
    expect(store.widget(2).selectedEntity?.fidd).toBe(8);
    expect(heard).toEqual([3]);
  });
});
