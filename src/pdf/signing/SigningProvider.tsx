import type { ReactNode } from 'react';

/** The signing state of one open viewer: the boxes approved, the sign modal, the modals a negative answer opens. */
export function SigningProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
