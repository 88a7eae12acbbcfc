import { ButtonBase } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShownPage } from '../geometry/shown-page';
import type { DrawnObject } from './drawn-object';
import { useDrawing } from './DrawingProvider';
import { objectName } from './object-name';

/**
 * A button over each drawn object, for the keyboard (Tab to it to select it and open its menu, then
 * Delete) and screen readers; the pointer goes through them to the canvas. Each carries its
 * object's id, so that tests find what the canvas shows.
 */
export function ObjectButtons({ page, objects }: { page: ShownPage; objects: DrawnObject[] }) {
  const translate = useTranslate();
  const { select, selectedId } = useDrawing();
  return (
    <>
      {objects.map((object) => {
        const view = page.rectToView(object.rect);
        return (
          <ButtonBase
            key={object.id}
            data-testid={`drawn-${object.id}`}
            data-object-type={object.type}
            aria-label={objectName(object, translate)}
            aria-pressed={object.id === selectedId}
            onFocus={() => select(object.id)}
            onClick={() => select(object.id)}
            sx={{
              position: 'absolute',
              left: view.left,
              top: view.top,
              width: view.width,
              height: view.height,
              pointerEvents: 'none',
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          />
        );
      })}
    </>
  );
}
