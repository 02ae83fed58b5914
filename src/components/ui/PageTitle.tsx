import Head from 'next/head';

export const APP_NAME = 'Portal do Participante';

/** The browser tab title of a route (spec §2.1: every route has one). */
export function PageTitle({ title }: { title: string }) {
  return (
    <Head>
      <title>{`${title} | ${APP_NAME}`}</title>
    </Head>
  );
}
