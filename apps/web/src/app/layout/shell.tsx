import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  CircularProgress,
  Drawer,
  IconButton,
  Link,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { DRAWER_COLLAPSED_WIDTH, DRAWER_WIDTH, footerText, PRODUCT_NAME } from '@acorn/domain';
import { Suspense, useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import type { Session } from '../../lib/session';
import { NavList } from './nav-list';
import { NotificationBadge } from './notification-badge';

/** The frame of every signed-in screen: top bar, drawer from the route table, the screen, the footer. */
export function Shell({ session }: { session: Session }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const width = collapsed ? DRAWER_COLLAPSED_WIDTH : DRAWER_WIDTH;
  const toggle = () => (wide ? setCollapsed((c) => !c) : setMobileOpen((o) => !o));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            onClick={toggle}
            aria-label={wide && !collapsed ? 'Collapse menu' : 'Open menu'}
            aria-expanded={wide ? !collapsed : mobileOpen}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1 }}>
            {PRODUCT_NAME} Portal
          </Typography>
          <NotificationBadge />
          <Link
            component={RouterLink}
            to="/profile"
            color="inherit"
            underline="hover"
            noWrap
            sx={{ display: { xs: 'none', sm: 'block' } }}
          >
            Hello, {session.user.firstname}
          </Link>
          <Button color="inherit" component={RouterLink} to="/logout">
            Logout
          </Button>
        </Toolbar>
      </AppBar>
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, overflowX: 'hidden' } }}
        >
          <Toolbar />
          <NavList roles={session.roles} collapsed={collapsed} />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <NavList roles={session.roles} collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 1.5, sm: 3 } }}>
          <Suspense fallback={<CircularProgress aria-label="Loading" />}>
            <Outlet />
          </Suspense>
        </Box>
        <Typography component="footer" variant="body2" align="center" sx={{ py: 2 }}>
          {footerText(new Date().getFullYear())}
        </Typography>
      </Box>
    </Box>
  );
}
