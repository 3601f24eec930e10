// Build-time entry (scripts/prerender.mjs): renders a public page of the app
// to static HTML and its styled-components CSS, so the page paints from the
// HTML before the JavaScript arrives. The app then starts as usual and
// replaces it with the same markup. Rendered with the default theme and no
// session: what a first visit shows.
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppRoutes } from './app/router.tsx';
import { makeStore } from './core/store.ts';
import { AppThemeProvider } from './core/theme/AppThemeProvider.tsx';

/** @public scripts/prerender.mjs loads it from the build by its path. */
export async function renderPage(path: string): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <Provider store={makeStore()}>
          <AppThemeProvider>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </AppThemeProvider>
        </Provider>,
      ),
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
