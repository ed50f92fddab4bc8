import Apartment from '@mui/icons-material/Apartment';
import Apps from '@mui/icons-material/Apps';
import Build from '@mui/icons-material/Build';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import MedicalServices from '@mui/icons-material/MedicalServices';
import Dashboard from '@mui/icons-material/SpaceDashboard';
import Description from '@mui/icons-material/Description';
import Event from '@mui/icons-material/Event';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Inventory from '@mui/icons-material/Inventory';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Newspaper from '@mui/icons-material/Newspaper';
import People from '@mui/icons-material/People';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Place from '@mui/icons-material/Place';
import Receipt from '@mui/icons-material/Receipt';
import Assessment from '@mui/icons-material/Assessment';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import Autorenew from '@mui/icons-material/Autorenew';
import Store from '@mui/icons-material/Store';
import TabletAndroid from '@mui/icons-material/TabletAndroid';
import Timeline from '@mui/icons-material/Timeline';
import type { SvgIconComponent } from '@mui/icons-material';
import type { NavPath, RoutePath } from '@acorn/domain/access';

/**
 * An icon per navigable screen; the collapsed drawer shows only these. Keyed by the route table's nav paths:
 * a mistyped path, or a nav item without an icon, does not compile.
 */
export const NAV_ICONS: Partial<Record<RoutePath, SvgIconComponent>> = {
  '/home': Dashboard,
  '/tablets': TabletAndroid,
  '/users': People,
  '/maintenance': Build,
  '/noticeboards': Campaign,
  '/menus': RestaurantMenu,
  '/local-contents': Place,
  '/newspapers': Newspaper,
  '/activities': Event,
  '/services': MedicalServices,
  '/reports': Assessment,
  '/devices': TabletAndroid,
  '/orders': Receipt,
  '/customers': Store,
  '/parts': Inventory,
  '/repairs': Build,
  '/renewals': Autorenew,
  '/acorn-users': People,
  '/apps': Apps,
  '/portal-users': ManageAccounts,
  '/groups': Groups,
  '/facilities': Apartment,
  '/audit': History,
  '/family-status-report': Timeline,
  '/family-share': PhotoLibrary,
  '/family-help-user': HelpOutline,
  '/family-maintenance-request': Description,
} satisfies Record<NavPath, SvgIconComponent>;

export const FALLBACK_ICON = Category;
