import { List } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SidePanel } from '../viewer/SidePanel';
import { useVerdicts, verdictsPanelId } from './verdicts-context';
import { VerdictItem } from './VerdictItem';

/**
 * The signature panel (issue 43): every signature and document timestamp of the PDF, in the file's
 * order, each with its verdict in words and colour, who, when, the certificate and its chain, the
 * revocation, the level, and what it covers. Selecting one brings its field into view.
 */
export function VerdictsPanel({ narrow }: { narrow: boolean }) {
  const translate = useTranslate();
  const { documentId, verdicts, close, selected, select } = useVerdicts();
  return (
    <SidePanel id={verdictsPanelId(documentId)} testId="verdicts-panel" title={translate('portico.pdf.verdicts.title')} closeLabel={translate('portico.pdf.verdicts.close')} onClose={close} narrow={narrow}>
      <List disablePadding aria-label={translate('portico.pdf.verdicts.title')} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {verdicts.map((verdict, index) => (
          <VerdictItem key={index} verdict={verdict} index={index} selected={selected === index} onSelect={() => select(index)} />
        ))}
      </List>
    </SidePanel>
  );
}
