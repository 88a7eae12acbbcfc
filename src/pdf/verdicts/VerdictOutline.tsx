import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShownPage } from '../geometry/shown-page';
import type { SignatureVerdict } from '../../shared/signing/signature-verdicts';
import { useVerdicts } from './verdicts-context';

/**
 * The selected signature's field, outlined on its page and scrolled into view when just selected
 * (its page is in view already); a signature without a visible field outlines the page itself.
 */
export function VerdictOutline({ page, verdict }: { page: ShownPage; verdict: SignatureVerdict }) {
  const translate = useTranslate();
  const { takeReveal } = useVerdicts();
  const outline = useRef<HTMLDivElement>(null);
  const rect = verdict.rect ? page.rectToView(verdict.rect) : { left: 0, top: 0, width: page.width, height: page.height };
  useEffect(() => {
    if (takeReveal() && verdict.rect) outline.current?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, [takeReveal, verdict]);
  return (
    <Box
      ref={outline}
      data-testid="verdict-outline"
      data-field={verdict.rect ? 'visible' : 'page'}
      role="img"
      aria-label={translate('portico.pdf.verdicts.outline', { name: verdict.signer ?? '?' })}
      sx={{ position: 'absolute', left: rect.left, top: rect.top, width: rect.width, height: rect.height, outline: '3px solid', outlineColor: 'primary.main', outlineOffset: verdict.rect ? 2 : -3, pointerEvents: 'none' }}
    />
  );
}
