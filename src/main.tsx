import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/App';

// One browser router for the whole app: react-admin renders inside it, at the portal's own addresses.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// Rendered as a transition, which React renders in slices between which the browser can paint and
// answer input, rather than in one task that held the main thread for the whole first render.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
