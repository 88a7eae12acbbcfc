import { Box, FormHelperText, IconButton, TextField, ToggleButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import AdsClickIcon from '@mui/icons-material/AdsClick';
import { useTranslate } from 'react-admin';
import type { DraftSigner } from './draft';
import { boxesOf, removeSigner, selectSigner, updateSigner } from './draft-edits';
import { useAsking } from './asking-context';
import { PersonFields } from '../signers/PersonFields';
import type { SignerProblems } from './request-body';

interface Props {
  signer: DraftSigner;
  /** What the row lacks, shown once Send was pressed. */
  problems: SignerProblems;
}

/**
 * One signer of the request: their step, who they are (an account, or an external signer's address,
 * name and language), how many boxes they have and the switch that makes a click on a page place
 * theirs, in their colour; the server's refusal of them, if any, under it.
 */
export function SignerRow({ signer, problems }: Props) {
  const translate = useTranslate();
  const { draft, setDraft } = useAsking();
  const t = (key: string, options?: object) => translate(`portico.pdf.ask.${key}`, options);
  const selected = draft.selected === signer.key;
  const refusal = draft.refusal?.signerKey === signer.key ? draft.refusal.message : undefined;
  const boxCount = boxesOf(draft, signer.key).length;
  const shown = draft.tried ? problems : {};
  const label = signer.name.trim() || signer.email?.trim() || t('external');
  const refusalId = `${signer.key}-refusal`;
  return (
    <Box
      component="li"
      data-testid="ask-signer"
      aria-label={label}
      // White, the chosen signer's row outlined in their colour: a tint under the fields would dim their labels.
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderLeft: `6px solid ${signer.color}`, borderRadius: 1, p: 1, mb: 1, outline: selected ? `2px solid ${signer.color}` : 'none', outlineOffset: -1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          label={t('step')}
          type="number"
          size="small"
          value={Number.isNaN(signer.order) ? '' : signer.order}
          onChange={(event) => setDraft((d) => updateSigner(d, signer.key, { order: event.target.value === '' ? NaN : Number(event.target.value) }))}
          error={!!shown.order}
          helperText={shown.order ? translate(shown.order) : undefined}
          slotProps={{ htmlInput: { min: 1, max: 100, 'data-testid': 'ask-step' } }}
          sx={{ flex: '0 0 72px', maxWidth: 72 }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {signer.login ?? t('external')}
          </Typography>
          {shown.name && signer.login !== undefined && <FormHelperText error>{translate(shown.name)}</FormHelperText>}
        </Box>
        <IconButton size="small" aria-label={t('remove', { name: label })} onClick={() => setDraft((d) => removeSigner(d, signer.key))}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {signer.login === undefined && <PersonFields person={signer} problems={shown} onChange={(patch) => setDraft((d) => updateSigner(d, signer.key, patch))} />}
      {draft.imgManage !== 2 && (
        <ToggleButton
          value="place"
          size="small"
          selected={selected}
          onChange={() => setDraft((d) => selectSigner(d, signer.key))}
          aria-describedby={refusal ? refusalId : undefined}
          data-testid="ask-place"
          sx={{ mt: 1, py: 0.25, textTransform: 'none', gap: 0.5, color: signer.color, '&.Mui-selected, &.Mui-selected:hover': { color: signer.color, bgcolor: `${signer.color}14` } }}
        >
          <AdsClickIcon fontSize="small" />
          {t('place')} · {t('boxes', { smart_count: boxCount })}
        </ToggleButton>
      )}
      {refusal && (
        <FormHelperText error id={refusalId} role="alert" data-testid="ask-signer-refusal" sx={{ mx: 0, mt: 0.5 }}>
          {refusal}
        </FormHelperText>
      )}
    </Box>
  );
}
