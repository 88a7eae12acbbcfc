import type { ReactElement } from 'react';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import FitWidthIcon from '@mui/icons-material/SettingsEthernet';
import FitHeightIcon from '@mui/icons-material/Height';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import DownloadIcon from '@mui/icons-material/Download';
import SaveIcon from '@mui/icons-material/Save';

/** One action of the toolbar that a narrow toolbar moves into its overflow menu. */
export interface ToolbarAction {
  key: string;
  label: string;
  icon: ReactElement;
  onClick(): void;
  disabled?: boolean;
  pressed?: boolean;
}

export interface ActionHandlers {
  zoomOut(): void;
  zoomIn(): void;
  fit(): void;
  rotateLeft(): void;
  rotateRight(): void;
  fullScreen(): void;
  download?: () => void;
  save?: () => void;
}

export interface ActionState {
  canZoomOut: boolean;
  canZoomIn: boolean;
  /** The axis the fit switch fits next. */
  fitNext: 'width' | 'height';
  fullScreen: boolean;
  downloading: boolean;
  saveDisabled: boolean;
}

/** The toolbar's actions after the page and zoom boxes, in the spec's order (001 §2). */
export function toolbarActions(handlers: ActionHandlers, state: ActionState, translate: (key: string) => string): ToolbarAction[] {
  const t = (key: string) => translate(`portico.pdf.viewer.${key}`);
  const actions: ToolbarAction[] = [
    { key: 'zoomOut', label: t('zoomOut'), icon: <ZoomOutIcon />, onClick: handlers.zoomOut, disabled: !state.canZoomOut },
    { key: 'zoomIn', label: t('zoomIn'), icon: <ZoomInIcon />, onClick: handlers.zoomIn, disabled: !state.canZoomIn },
    {
      key: 'fit',
      label: t(state.fitNext === 'width' ? 'fitWidth' : 'fitHeight'),
      icon: state.fitNext === 'width' ? <FitWidthIcon /> : <FitHeightIcon />,
      onClick: handlers.fit,
    },
    { key: 'rotateLeft', label: t('rotateLeft'), icon: <RotateLeftIcon />, onClick: handlers.rotateLeft },
    { key: 'rotateRight', label: t('rotateRight'), icon: <RotateRightIcon />, onClick: handlers.rotateRight },
    {
      key: 'fullScreen',
      label: t(state.fullScreen ? 'exitFullScreen' : 'fullScreen'),
      icon: state.fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />,
      onClick: handlers.fullScreen,
      pressed: state.fullScreen,
    },
  ];
  if (handlers.download) actions.push({ key: 'download', label: t('download'), icon: <DownloadIcon />, onClick: handlers.download, disabled: state.downloading });
  if (handlers.save) actions.push({ key: 'save', label: t('save'), icon: <SaveIcon />, onClick: handlers.save, disabled: state.saveDisabled });
  return actions;
}
