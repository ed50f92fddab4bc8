import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTabletLink } from './link/use-tablet-link';
import { App } from './screens/app';
import { TabletProvider } from './state/tablet-context';
import './ui/tablet.css';

function Root() {
  const tablet = useTabletLink();
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
