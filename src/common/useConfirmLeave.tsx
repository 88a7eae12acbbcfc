import { useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before work typed into a form is dropped: while `dirty`, a move to another address (a link, the
 * browser's back, a tab or a tree selection kept in the address) waits for a dialog, closing the
 * browser's tab asks through the browser, and `confirm(then)` asks before a leave that is not a move
 * (closing a dialog). The caller renders `dialog`. A router serves one blocker at a time: one form
 * per screen uses this.
 */
export function useConfirmLeave(dirty: boolean): { confirm: (then: () => void) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<{ then: () => void }>();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const confirm = (then: () => void) => (dirty ? setPending({ then }) : then());
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPending(undefined);
  };
  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
    pending?.then();
    setPending(undefined);
  };
  return { confirm, dialog: <LeaveDialog open={blocker.state === 'blocked' || pending !== undefined} onStay={stay} onLeave={leave} /> };
}

function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="leave-title" aria-describedby="leave-text" data-testid="leave-dialog">
      <DialogTitle id="leave-title">{translate('portico.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-text">{translate('portico.leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus data-testid="leave-stay">
          {translate('portico.leave.stay')}
        </Button>
        <Button onClick={onLeave} color="error" data-testid="leave-discard">
          {translate('portico.leave.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
