import type { NextPage } from 'next';
import type { AppProps } from 'next/app';
import type { ComponentType, ReactElement, ReactNode } from 'react';

/** A page may declare its own frame (conventions.md: `Page.getLayout`). */
export type NextPageWithLayout<Props = object> = NextPage<Props> & {
  getLayout?: (page: ReactElement) => ReactNode;
};

export type AppPropsWithLayout = AppProps & { Component: NextPageWithLayout };

/** A page's frame; one for a signed-in person's pages names the providers they need, which _app puts above it. */
export type PageLayout = ((props: { children: ReactNode }) => ReactNode) & { providers?: ComponentType<{ children: ReactNode }> };
