import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import { loadChunk } from '../common/lazyPage';
import type { Captcha } from './gateway-api';

// The captcha's form loads when a guest is first asked for one.
const CaptchaModal = lazy(() => loadChunk(() => import('./CaptchaModal')).then((m) => ({ default: m.CaptchaModal })));

type Ask = () => Promise<Captcha | undefined>;
const Context = createContext<Ask | undefined>(undefined);

/** One captcha modal for the page, which any widget may ask to answer. */
export function GuestCaptchaProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<(answer: Captcha | undefined) => void>(undefined);
  const ask = useCallback<Ask>(
    () =>
      new Promise((resolve) => {
        pending.current?.(undefined);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const finish = (answer: Captcha | undefined) => {
    setOpen(false);
    pending.current?.(answer);
    pending.current = undefined;
  };
  return (
    <Context.Provider value={ask}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <CaptchaModal open onAnswer={(answer) => finish(answer)} onCancel={() => finish(undefined)} />
        </Suspense>
      )}
    </Context.Provider>
  );
}

/**
 * Runs a save or delete the way the spec asks (001 §4): signed-in accounts go straight through; a guest
 * answers a captcha first, and nothing is sent when the guest cancels (the call answers undefined).
 */
export function useGuestCaptcha(): <T>(call: (captcha?: Captcha) => Promise<T>) => Promise<T | undefined> {
  const ask = useContext(Context);
  const { identity } = useGetIdentity();
  const signedIn = !!identity?.id;
  return useCallback(
    async <T,>(call: (captcha?: Captcha) => Promise<T>) => {
      if (signedIn || !ask) return call();
      const captcha = await ask();
      return captcha ? call(captcha) : undefined;
    },
    [ask, signedIn],
  );
}
