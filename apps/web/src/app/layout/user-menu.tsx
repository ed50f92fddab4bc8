import AccountCircle from '@mui/icons-material/AccountCircle';
import { Button, IconButton, Link, ListItemIcon, Menu, MenuItem } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '../../lib/session';

const ITEMS = [
  { to: '/profile', label: 'Profile', Icon: Person },
  { to: '/logout', label: 'Logout', Icon: Logout },
];

const fullName = (user: SessionUser) =>
  [user.firstname, user.surname].filter(Boolean).join(' ') || user.email;

/**
 * Profile and Logout. On a wide screen, the spec's 'Hello, {firstname}' link and Logout in the top bar;
 * on a phone, where they do not fit, an account button named after the user opens a menu with both.
 */
export function UserMenu({ user, wide }: { user: SessionUser; wide: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (wide)
    return (
      <>
        <Link component={RouterLink} to="/profile" color="inherit" underline="hover" noWrap>
          Hello, {user.firstname}
        </Link>
        <Button color="inherit" component={RouterLink} to="/logout">
          Logout
        </Button>
      </>
    );
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label={fullName(user)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {ITEMS.map(({ to, label, Icon }) => (
          <MenuItem key={to} component={RouterLink} to={to} onClick={close}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
