import { useCallback, useMemo, useState } from 'react';

/** The panel beside the pages, one at a time: asking for signatures, following the request, or the signatures the PDF carries. */
export type SidePanel = 'ask' | 'follow' | 'verdicts' | null;

/** Which side panel is open, and each panel's own switch (opening one closes the other; closing one leaves the other be). */
export function useSidePanel() {
  const [panel, setPanel] = useState<SidePanel>(null);
  const switchOf = useCallback((which: Exclude<SidePanel, null>) => (open: boolean) => setPanel((now) => (open ? which : now === which ? null : now)), []);
  const onAskChange = useMemo(() => switchOf('ask'), [switchOf]);
  const onFollowChange = useMemo(() => switchOf('follow'), [switchOf]);
  const onVerdictsChange = useMemo(() => switchOf('verdicts'), [switchOf]);
  return { panel, onAskChange, onFollowChange, onVerdictsChange };
}
