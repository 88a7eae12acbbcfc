import type { SvgIconComponent } from '@mui/icons-material';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import DrawIcon from '@mui/icons-material/DrawOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import HelpIcon from '@mui/icons-material/HelpOutline';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import LaunchIcon from '@mui/icons-material/Launch';
import MailIcon from '@mui/icons-material/MailOutline';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';

/**
 * The icons a page may name in its `icon` field, by name. A page without one (or with a name not
 * here) shows its kind's icon: a link, a folder of pages, or a page.
 */
export const PAGE_ICONS: Record<string, SvgIconComponent> = {
  article: ArticleIcon,
  assignment: AssignmentIcon,
  dashboard: DashboardIcon,
  description: DescriptionIcon,
  draw: DrawIcon,
  folder: FolderIcon,
  group: GroupIcon,
  help: HelpIcon,
  home: HomeIcon,
  launch: LaunchIcon,
  mail: MailIcon,
  receipt: ReceiptIcon,
  settings: SettingsIcon,
};

interface Props {
  page: { icon?: string | null; type?: string | null };
  hasChildren: boolean;
}

/** A page's icon in a navigation tree: the one it names, or its kind's. */
export function PageIcon({ page, hasChildren }: Props) {
  const Named = page.icon ? PAGE_ICONS[page.icon] : undefined;
  if (Named) return <Named fontSize="small" />;
  if (page.type === 'LINK') return <LaunchIcon fontSize="small" />;
  return hasChildren ? <FolderIcon fontSize="small" /> : <ArticleIcon fontSize="small" />;
}
