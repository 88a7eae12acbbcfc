import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { fetchFile, saveBlob } from '../../docstore/gateway-api';
import { useSaveDrawing } from '../drawing/useSaveDrawing';
import { fileAddress } from './file-source';
import { toolbarActions } from './toolbar-actions';
import type { ViewerControls } from './useViewerControls';
import { useViewerSession } from './ViewerSession';
import { ViewerToolbar } from './ViewerToolbar';
import { MAX_ZOOM, MIN_ZOOM, parsePageBox, parseZoomBox, zoomIn, zoomOut } from './zoom';

export interface ViewerToolbarBarProps {
  page: number;
  pageCount: number;
  controls: ViewerControls;
  onZoom(zoom: number): void;
  onGoTo(page: number): void;
  onFit(): void;
  onRotate(direction: 1 | -1): void;
  fullScreen: { active: boolean; toggle(): void };
  extra?: ReactNode;
}

/** The toolbar wired to the viewer: paging, zoom, fit, rotation, full screen, download and save as the tools allow. */
export function ViewerToolbarBar({ page, pageCount, controls, onZoom, onGoTo, onFit, onRotate, fullScreen, extra }: ViewerToolbarBarProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useViewerSession();
  const saving = useSaveDrawing();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await fetchFile(fileAddress(session.source));
      saveBlob(file.blob, file.name);
      // 001 §4: a download that names a newer version brings the page to it.
      if (file.newDocId) session.onNewVersion(file.newDocId, 'newer');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const actions = toolbarActions(
    {
      zoomOut: () => onZoom(zoomOut(controls.zoom)),
      zoomIn: () => onZoom(zoomIn(controls.zoom)),
      fit: onFit,
      rotateLeft: () => onRotate(-1),
      rotateRight: () => onRotate(1),
      fullScreen: fullScreen.toggle,
      download: session.tools.download ? () => void download() : undefined,
      save: session.tools.save ? () => void saving.save() : undefined,
    },
    {
      canZoomOut: controls.zoom > MIN_ZOOM,
      canZoomIn: controls.zoom < MAX_ZOOM,
      fitNext: controls.fit,
      fullScreen: fullScreen.active,
      downloading,
      saveDisabled: saving.disabled || saving.saving,
    },
    translate,
  );
  return (
    <ViewerToolbar
      page={page}
      pageCount={pageCount}
      zoom={controls.zoom}
      onPageEntry={(entry) => onGoTo(parsePageBox(entry, page, pageCount))}
      onZoomEntry={(entry) => onZoom(parseZoomBox(entry, controls.zoom))}
      onPrevious={() => onGoTo(Math.max(1, page - 1))}
      onNext={() => onGoTo(Math.min(pageCount, page + 1))}
      actions={actions}
      extra={extra}
    />
  );
}
