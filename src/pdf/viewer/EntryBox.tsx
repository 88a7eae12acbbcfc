import { useState } from 'react';
import { InputBase } from '@mui/material';

export interface EntryBoxProps {
  label: string;
  /** What the box shows while not being typed in. */
  shown: string;
  /** Reads what was typed; answers what the box settles on (the rule may keep the old value). */
  onEntry(entry: string): void;
  width: number;
  testId: string;
}

/**
 * A small box of the toolbar (the page box, the zoom box): it shows its value, takes a typed one on
 * Enter or when left, and Escape gives up. The rules of what is taken are the caller's (§5).
 */
export function EntryBox({ label, shown, onEntry, width, testId }: EntryBoxProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const settle = () => {
    if (typed !== null) onEntry(typed);
    setTyped(null);
  };
  return (
    <InputBase
      value={typed ?? shown}
      onChange={(event) => setTyped(event.target.value)}
      onFocus={(event) => event.target.select()}
      onBlur={settle}
      onKeyDown={(event) => {
        if (event.key === 'Enter') settle();
        if (event.key === 'Escape') setTyped(null);
      }}
      inputProps={{ 'aria-label': label, 'data-testid': testId, inputMode: 'numeric', style: { textAlign: 'center', padding: '4px 2px' } }}
      sx={{ width, fontSize: 14, border: 1, borderColor: 'divider', borderRadius: 1, mx: 0.5 }}
    />
  );
}
