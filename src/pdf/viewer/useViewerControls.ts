import { useCallback, useReducer } from 'react';
import { DEFAULT_ZOOM, ROTATION_STEP, turn } from './zoom';

export type FitAxis = 'width' | 'height';

/** What the reader has set: zoom in percent, the fit the switch applies next, rotation, the page asked for, and the pages seen. */
export interface ViewerControls {
  zoom: number;
  fit: FitAxis;
  rotation: number;
  /** The page the toolbar asked to go to, with a counter so that asking twice for one page scrolls twice. */
  goTo: { page: number; seq: number };
  visited: ReadonlySet<number>;
}

type Action =
  | { type: 'zoom'; zoom: number }
  | { type: 'fit'; axis: FitAxis; zoom: number }
  | { type: 'rotate'; delta: number }
  | { type: 'goTo'; page: number }
  | { type: 'visit'; pages: number[] }
  | { type: 'reset' };

const initial: ViewerControls = { zoom: DEFAULT_ZOOM, fit: 'width', rotation: 0, goTo: { page: 1, seq: 0 }, visited: new Set() };

function reduce(state: ViewerControls, action: Action): ViewerControls {
  switch (action.type) {
    case 'zoom':
      return action.zoom === state.zoom ? state : { ...state, zoom: action.zoom };
    case 'fit':
      // The switch alternates: after fitting the width, the next press fits the height.
      return { ...state, zoom: action.zoom, fit: action.axis === 'width' ? 'height' : 'width' };
    case 'rotate':
      return { ...state, rotation: turn(state.rotation, action.delta) };
    case 'goTo':
      return { ...state, goTo: { page: action.page, seq: state.goTo.seq + 1 } };
    case 'visit': {
      const fresh = action.pages.filter((p) => !state.visited.has(p));
      if (!fresh.length) return state;
      const visited = new Set(state.visited);
      fresh.forEach((p) => visited.add(p));
      return { ...state, visited };
    }
    case 'reset':
      return { ...state, visited: new Set(), goTo: { page: 1, seq: state.goTo.seq + 1 } };
  }
}

export function useViewerControls() {
  const [controls, dispatch] = useReducer(reduce, initial);
  return {
    controls,
    setZoom: useCallback((zoom: number) => dispatch({ type: 'zoom', zoom }), []),
    fitTo: useCallback((axis: FitAxis, zoom: number) => dispatch({ type: 'fit', axis, zoom }), []),
    rotate: useCallback((direction: 1 | -1) => dispatch({ type: 'rotate', delta: direction * ROTATION_STEP }), []),
    goTo: useCallback((page: number) => dispatch({ type: 'goTo', page }), []),
    visit: useCallback((pages: number[]) => dispatch({ type: 'visit', pages }), []),
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
  };
}
