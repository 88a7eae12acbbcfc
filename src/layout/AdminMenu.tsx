import SettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { useTranslate } from 'react-admin';
import { ROLE_ADMIN } from '../auth/roles';
import { useSession } from '../auth/useSession';
import { useProfile } from '../site/useProfile';
import type { AppBarSection } from './app-bar-sections';

const ENTRIES = ['user-management', 'metrics', 'health', 'configuration', 'logs', 'structure-debug', 'retries-statistics', 'mail-outbox', 'signer-certificates'];

/** The Admin menu, for ROLE_ADMIN only; API docs only with the api-docs profile. */
export function useAdminSection(): AppBarSection | undefined {
  const { authorities } = useSession();
  const profile = useProfile();
  const translate = useTranslate();
  if (!authorities.includes(ROLE_ADMIN)) return undefined;
  const entries = profile?.isOpenAPIEnabled ? [...ENTRIES, 'docs'] : ENTRIES;
  return {
    id: 'admin',
    label: translate('portico.menu.admin'),
    icon: <SettingsIcon />,
    entries: entries.map((entry) => ({ key: entry, to: `/admin/${entry}`, label: translate(`portico.menu.adminEntries.${entry}`) })),
  };
}
