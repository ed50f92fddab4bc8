import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './link/register-service-worker';
import { TabletLink } from './link/tablet-link';
import { useTabletLink } from './link/use-tablet-link';
import { App } from './screens/app';
import { TabletProvider } from './state/tablet-context';
import './ui/tablet.css';

// One link for the page's life: StrictMode's double effects must not open two broker connections.
const link = new TabletLink(__ACORN_TABLET_VERSION__);
void link.start();
registerServiceWorker();

function Root() {
  const tablet = useTabletLink(link);
  return (
    <TabletProvider tablet={tablet}>
      <App />
    </TabletProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
