// One variable font file per script (~48 kB for Latin) instead of one file per weight (4 × 25 kB).
import '@fontsource-variable/inter/wght.css';
import 'nprogress/nprogress.css';
// The charts' 1.6 kB of CSS is global: as the charts' chunk's own CSS it brought webpack's CSS-chunk loader (0.6 kB gzip
// of JavaScript) into every page's first load.
import 'uplot/dist/uPlot.min.css';
import '@/styles/globals.css';
import Head from 'next/head';
import { AuthProvider } from '@/contexts/AuthContext';
import { PlanProvider } from '@/contexts/PlanContext';
import { SocketProvider } from '@/contexts/SocketContext';
import { Toasts } from '@/components/ui/toast';
import { useNavigationProgress } from '@/hooks/useNavigationProgress';
import { useOfflineNavigation } from '@/hooks/useOfflineNavigation';
import { useRouteFocus } from '@/hooks/useRouteFocus';
import { useThemeSync } from '@/hooks/useThemePreference';
import type { AppPropsWithLayout } from '@/types/next';

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
      <PlanProvider>
        <SocketProvider>
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1" />
          </Head>
          {getLayout(<Component {...pageProps} />)}
          <Toasts />
        </SocketProvider>
      </PlanProvider>
    </AuthProvider>
  );
}
