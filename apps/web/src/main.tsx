// Placeholder until the web issue lands.
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container) createRoot(container).render(<p>Em construção.</p>);
