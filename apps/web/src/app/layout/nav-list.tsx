import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import {
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Tooltip,
} from '@mui/material';
import {
  navItems,
  ROUTES,
  screenPermitted,
  type NavPath,
  type RouteEntry,
  type RoutePath,
} from '@acorn/domain/access';
import { Link, matchPath, useLocation } from 'react-router';
import { groupPermissionsOf, useSession } from '../../lib/session';
import { FALLBACK_ICON, NAV_ICONS } from './nav-icons';

/** Screens reached from a nav item's screen, marked as that item: a tablet's details belong to Tablets. */
const SECTION_OF: Partial<Record<RoutePath, NavPath>> = { '/device/:device': '/tablets' };

/** The nav item's path for the current location: its own route, an alias of it, or a screen beneath it. */
function currentItem(pathname: string): RoutePath | undefined {
  const route = ROUTES.find((r) => r.access !== 'public' && matchPath(r.path, pathname));
  return route && (route.aliasOf ?? SECTION_OF[route.path] ?? route.path);
}

/**
 * The drawer's items: exactly the screens the route table admits for these roles, less those whose rows
 * the user's group may not read (its permission bits).
 */
export function NavList({
  roles,
  collapsed,
  onNavigate,
}: {
  roles: number[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const permissions = groupPermissionsOf(useSession());
  const items = navItems(roles).filter((route) => screenPermitted(route.path, permissions));
  const current = currentItem(useLocation().pathname);
  const main = items.filter((i) => i.nav?.menu !== 'administration');
  const administration = items.filter((i) => i.nav?.menu === 'administration');
  const item = (route: RouteEntry) => {
    const Icon = NAV_ICONS[route.path] ?? FALLBACK_ICON;
    const label = route.nav!.label;
    return (
      <ListItem key={route.path} disablePadding>
        <Tooltip title={collapsed ? label : ''} placement="right">
          <ListItemButton
            component={Link}
            to={route.path}
            selected={route.path === current}
            aria-current={route.path === current ? 'page' : undefined}
            onClick={onNavigate}
            aria-label={collapsed ? label : undefined}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            {!collapsed && <ListItemText primary={label} />}
          </ListItemButton>
        </Tooltip>
      </ListItem>
    );
  };
  return (
    <nav aria-label="Main">
      <List>{main.map(item)}</List>
      {administration.length > 0 && (
        <List
          aria-label="Administration"
          // The subheader is a list item of its own: a <ul> may hold only <li>s.
          subheader={
            collapsed ? (
              <ListItem sx={{ px: 2.5, py: 1 }} aria-hidden>
                <AdminPanelSettings fontSize="small" />
              </ListItem>
            ) : (
              <ListSubheader component="li">Administration</ListSubheader>
            )
          }
        >
          {administration.map(item)}
        </List>
      )}
    </nav>
  );
}
