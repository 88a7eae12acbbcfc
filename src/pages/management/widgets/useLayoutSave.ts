import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WidgetPlacement } from '../../../shared/page-management';
import { pageWidgetsKey, placeWidgets, widgetsChanged } from '../../../widget-data/widgets-api';

/**
 * Saving the widgets' order and places after a drag or a resize (`PUT api/widgets/indexes`). The
 * placements sent are the updating-indexes flag of spec 001 §4: set when a save starts, cleared only
 * by its success, so a failed save leaves them set (shown on the grid, with a retry) rather than
 * the places the server still has. Saves of one page run one after the other.
 */
export function useLayoutSave(pageId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<WidgetPlacement[]>();
  const mutation = useMutation({
    mutationFn: (placements: WidgetPlacement[]) => placeWidgets(pageId, placements),
    scope: { id: `widget-placements-${pageId}` },
    onSuccess: async (answer, placements) => {
      // The server answers the page's widgets in their new order.
      if (Array.isArray(answer)) queryClient.setQueryData(pageWidgetsKey(pageId), answer);
      await widgetsChanged(queryClient, pageId, { list: !Array.isArray(answer) });
      setPending((now) => (now === placements ? undefined : now));
    },
  });
  const save = (placements: WidgetPlacement[]) => {
    setPending(placements);
    mutation.mutate(placements);
  };
  return {
    /** The places being saved, or that failed to be. */
    pending,
    saving: mutation.isPending,
    failed: !!pending && !mutation.isPending && mutation.isError,
    error: mutation.error,
    save,
    retry: () => pending && mutation.mutate(pending),
  };
}
