import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Drawer,
  IconButton,
  LinearProgress,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { admits, notificationAccess, RESIDENTS_ACCESS } from '@acorn/domain/access';
import { DRAWER_COLLAPSED_WIDTH, DRAWER_WIDTH, footerText, PRODUCT_NAME } from '@acorn/domain/shared';
import { useState } from 'react';
import { Navigate, Outlet, useNavigation } from 'react-router';
import { useSession, type Session } from '../../lib/session';
import { IncomingCalls, type LoadIncomingCallCards } from './incoming-calls';
import { NavList } from './nav-list';
import { NotificationBadge } from './notification-badge';
import { SkipLink, MAIN_ID } from './skip-link';
import { useCollapsed } from './use-collapsed';
import { UserMenu } from './user-menu';
import { useFreshSession } from './use-fresh-session';

interface Props {
  /** The code of a ringing call's cards, loaded once one rings (the router's, see screen-code.ts). */
  loadIncomingCalls: LoadIncomingCallCards;
}

/** The shell's route: without a session (signed out, or ended by a 401), back to sign-in. */
export function SignedInShell({ loadIncomingCalls }: Props) {
  const session = useSession();
  return session ? (
    <Shell session={session} loadIncomingCalls={loadIncomingCalls} />
  ) : (
    <Navigate to="/" replace />
  );
}

/** The frame of every signed-in screen: top bar, drawer from the route table, the screen, the footer. */
function Shell({ session, loadIncomingCalls }: Props & { session: Session }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const roomy = useMediaQuery(theme.breakpoints.up('sm'));
  const [collapsed, toggleCollapsed] = useCollapsed(session.user.user_id);
  const [mobileOpen, setMobileOpen] = useState(false);
  const width = collapsed ? DRAWER_COLLAPSED_WIDTH : DRAWER_WIDTH;
  const toggle = () => (wide ? toggleCollapsed() : setMobileOpen((o) => !o));
  // A screen's code is loading (its route's `lazy`): the page being left stays, dimmed, under a bar.
  const loading = useNavigation().state === 'loading';
  useFreshSession();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      {/* Over the permanent drawer on wide screens; on a phone the drawer opens over the bar. */}
      <AppBar position="fixed" sx={{ zIndex: (t) => (wide ? t.zIndex.drawer + 1 : t.zIndex.appBar) }}>
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
          {admits(notificationAccess(), session.roles) && <NotificationBadge />}
          <UserMenu user={session.user} wide={roomy} />
          {/* Residents' tablets calling the care home ring staff on every page; the cards follow the bar. */}
          {admits(RESIDENTS_ACCESS, session.roles) && (
            <IncomingCalls userId={session.user.user_id} load={loadIncomingCalls} />
          )}
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
          <Toolbar>
            <Typography component="p" variant="h6" noWrap color="primary">
              {PRODUCT_NAME} Portal
            </Typography>
          </Toolbar>
          <NavList roles={session.roles} collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading page" />}</Box>
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          aria-busy={loading}
          sx={{
            flexGrow: 1,
            p: { xs: 1.5, sm: 3 },
            pt: { xs: 1, sm: 2.5 },
            opacity: loading ? 0.5 : 1,
            '&:focus': { outline: 'none' },
          }}
        >
          <Outlet />
        </Box>
        <Typography component="footer" variant="body2" align="center" sx={{ py: 2 }}>
          {footerText(new Date().getFullYear())}
        </Typography>
      </Box>
    </Box>
  );
}
