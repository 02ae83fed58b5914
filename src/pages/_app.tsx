// One variable font file per script (~48 kB for Latin) instead of one file per weight (4 × 25 kB).
import '@fontsource-variable/inter/wght.css';
import 'nprogress/nprogress.css';
// The charts' 1.6 kB of CSS is global: as the charts' chunk's own CSS it brought webpack's CSS-chunk loader (0.6 kB gzip
// of JavaScript) into every page's first load.
import 'uplot/dist/uPlot.min.css';
import '@/styles/globals.css';
import { isValidElement, type ReactNode } from 'react';
import Head from 'next/head';
import { AuthProvider } from '@/contexts/AuthContext';
import { Toasts } from '@/components/ui/toast';
import { useNavigationProgress } from '@/hooks/useNavigationProgress';
import { useOfflineNavigation } from '@/hooks/useOfflineNavigation';
import { useRouteFocus } from '@/hooks/useRouteFocus';
import { useThemeSync } from '@/hooks/useThemePreference';
import type { AppPropsWithLayout, PageLayout } from '@/types/next';

/** The signed-in pages' providers (plan, socket) come with their layout's code: see SignedInProviders. */
function withLayoutProviders(layout: ReactNode): ReactNode {
  const Providers = isValidElement(layout) ? (layout.type as PageLayout).providers : undefined;
  return Providers ? <Providers>{layout}</Providers> : layout;
}

export default function App({ Component, pageProps }: AppPropsWithLayout) {
  useNavigationProgress();
  // After the progress bar: it stops the router's failed navigations, and the listeners after it.
  useOfflineNavigation();
  useThemeSync();
  // After a navigation the focus starts at the new page's main heading.
  useRouteFocus();
  const getLayout = Component.getLayout ?? ((page) => page);

  return (
    <AuthProvider>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      {withLayoutProviders(getLayout(<Component {...pageProps} />))}
      <Toasts />
    </AuthProvider>
  );
}
