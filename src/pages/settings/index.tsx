import type { ReactElement } from 'react';
import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import { AppLayout } from '@/components/layout/AppLayout';
import { isRouteBuilt } from '@/components/navigation/routes';
import { SETTINGS_GROUPS } from '@/components/settings/settings-catalogue';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import type { NextPageWithLayout } from '@/types/next';

const SettingsHubPage: NextPageWithLayout = () => (
  <SettingsPageFrame title="Configurações" width="max-w-5xl" intro={<p>Tudo o que a administração do fundo ajusta no portal, por assunto.</p>}>
    <div className="space-y-10">
      {SETTINGS_GROUPS.map((group) => {
        const pages = group.paginas.filter((page) => isRouteBuilt(page.href));
        if (pages.length === 0) return null;
        const headingId = `grupo-${group.titulo.normalize('NFD').replace(/[^\w]+/g, '-').toLowerCase()}`;
        return (
          <section key={group.titulo} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-3 text-xl font-bold text-gray-900 dark:text-white">
              {group.titulo}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {pages.map((page) => (
                <li key={page.href}>
                  <Link
                    href={page.href}
                    className="group flex h-full min-h-11 items-start justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-900/5 hover:ring-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:bg-gray-900 dark:ring-white/10"
                  >
                    <span>
                      <span className="block font-semibold text-primary-strong underline-offset-2 group-hover:underline">{page.titulo}</span>
                      <span className="mt-1 block text-sm text-gray-700 dark:text-gray-300">{page.descricao}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-500" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  </SettingsPageFrame>
);

SettingsHubPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SettingsHubPage;
