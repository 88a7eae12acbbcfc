import { Slider, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import AlignStart from '@mui/icons-material/FormatAlignLeft';
import AlignMiddle from '@mui/icons-material/FormatAlignCenter';
import AlignEnd from '@mui/icons-material/FormatAlignRight';
import { useTranslate } from 'react-admin';
import { FONT_SIZE_RANGE, type TextAnchor, type TextFont, type TextObject } from './drawn-object';
import { useDrawing } from './DrawingProvider';

const FONTS: TextFont[] = ['helvetica', 'courier', 'timesRoman'];
const ANCHORS: { value: TextAnchor; icon: typeof AlignStart }[] = [
  { value: 'start', icon: AlignStart },
  { value: 'middle', icon: AlignMiddle },
  { value: 'end', icon: AlignEnd },
];

/** A text's part of its menu: the text, its size (5–100 points), font, colour and anchor. */
export function TextControls({ object }: { object: TextObject }) {
  const translate = useTranslate();
  const { update } = useDrawing();
  const set = (change: Partial<TextObject>) => update(object.id, (o) => ({ ...o, ...change }) as TextObject);
  const t = (key: string) => translate(`portico.pdf.draw.menu.${key}`);
  return (
    <Stack spacing={1}>
      <TextField size="small" label={t('text')} value={object.text} multiline maxRows={4} onChange={(e) => set({ text: e.target.value })} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography variant="body2" id={`size-${object.id}`}>
          {t('size')}
        </Typography>
        <Slider size="small" aria-labelledby={`size-${object.id}`} min={FONT_SIZE_RANGE.min} max={FONT_SIZE_RANGE.max} value={object.fontSize} valueLabelDisplay="auto" onChange={(_, value) => set({ fontSize: value as number })} />
      </Stack>
      <ToggleButtonGroup size="small" exclusive fullWidth value={object.font} aria-label={t('font')} onChange={(_, font: TextFont | null) => font && set({ font })}>
        {FONTS.map((font) => (
          <ToggleButton key={font} value={font} sx={{ textTransform: 'none' }}>
            {t(`fonts.${font}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} component="label" sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{t('color')}</Typography>
          <input type="color" value={object.color} onChange={(e) => set({ color: e.target.value })} style={{ width: 36, height: 28, padding: 0, border: 'none', background: 'none' }} />
        </Stack>
        <ToggleButtonGroup size="small" exclusive value={object.textAnchor} aria-label={t('anchor')} onChange={(_, textAnchor: TextAnchor | null) => textAnchor && set({ textAnchor })}>
          {ANCHORS.map(({ value, icon: Icon }) => (
            <ToggleButton key={value} value={value} aria-label={t(`anchors.${value}`)}>
              <Icon fontSize="small" />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
