import { Head, Html, Main, NextScript } from 'next/document';
import { THEME_INIT_SCRIPT } from '@/domain/themes-init-script';

export default function Document() {
  return (
    <Html lang="pt-BR">
      <Head>
        <meta name="description" content="Portal do Participante: seus planos de previdência, contribuições e serviços." />
        <link rel="icon" href="/images/logo-previdencia.svg" type="image/svg+xml" />
        {/* Blocking on purpose: the theme class must be on <html> before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
