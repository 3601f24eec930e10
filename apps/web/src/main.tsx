import './app/theme/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore, startPersistence } from './app/store';
import { captureInstallPrompt } from './lib/pwa/installPrompt';
import { registerServiceWorker } from './lib/pwa/registerServiceWorker';

const store = makeStore(undefined, { persist: true });
const persistor = startPersistence(store);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  );
}

captureInstallPrompt();
registerServiceWorker();
