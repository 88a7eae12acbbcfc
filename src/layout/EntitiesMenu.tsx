import ViewListIcon from '@mui/icons-material/ViewList';
import { useTranslate } from 'react-admin';
import { ROLE_ADMIN } from '../auth/roles';
import { useSession } from '../auth/useSession';
import { allModels } from '../resources/models';
import { entityPath } from '../resources/paths';
import type { AppBarSection } from './app-bar-sections';

/** The Entities menu of the app bar, for ROLE_ADMIN only. */
export function useEntitiesSection(): AppBarSection | undefined {
  const { authorities } = useSession();
  const translate = useTranslate();
  if (!authorities.includes(ROLE_ADMIN)) return undefined;
  return {
    id: 'entities',
    label: translate('portico.menu.entities'),
    icon: <ViewListIcon />,
    entries: allModels().map((m) => ({ key: m.name, to: entityPath(m.name), label: translate(`resources.${m.name}.name`, { smart_count: 1, _: m.title }) })),
  };
}
