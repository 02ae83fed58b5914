import { useCallback } from 'react';
import { agreementParagraphs, type AgreementVersion } from '@/domain/agreement';
import { formatDateTime } from '@/domain/notifications';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarVersoesDeclaracaoConcordancia } from '@/services/agreement';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { AgreementPublishForm } from './AgreementPublishForm';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const TH = 'py-2 pr-3 font-semibold';
const count = new Intl.NumberFormat('pt-BR');

const acceptancesText = (aceites: number) => (aceites === 1 ? '1 aceite' : `${count.format(aceites)} aceites`);
const publishedAt = (iso: string) => formatDateTime(iso).replace(' ', ' às ');

function Paragraphs({ texto }: { texto: string }) {
  return (
    <div className="max-w-prose space-y-3 leading-relaxed text-gray-800 dark:text-gray-200">
      {agreementParagraphs(texto).map((paragraph, index) => (
        <p key={index} className="break-words">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

function CurrentVersion({ version }: { version: AgreementVersion }) {
  return (
    <>
      <dl className="mb-5 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-400">Versão</dt>
          <dd className="text-lg font-semibold text-gray-900 dark:text-white">{version.versao}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-400">Publicada em</dt>
          <dd className="text-lg font-semibold text-gray-900 dark:text-white">{publishedAt(version.publicadaEm)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-400">Aceites</dt>
          <dd className="text-lg font-semibold text-gray-900 dark:text-white">{acceptancesText(version.aceites)}</dd>
        </div>
      </dl>
      <article aria-label={`Texto da versão ${version.versao}`} className="rounded-xl border border-gray-300 p-4 dark:border-gray-600">
        <Paragraphs texto={version.texto} />
      </article>
    </>
  );
}

function EarlierVersions({ versions }: { versions: AgreementVersion[] }) {
  if (versions.length === 0) return <p className="text-gray-700 dark:text-gray-300">Nenhuma versão anterior: a versão em vigor é a primeira.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Versões anteriores da declaração, com a data de publicação, os aceites e o texto</caption>
      <thead>
        <tr className="border-b border-gray-300 dark:border-gray-600">
          <th scope="col" className={TH}>
            Versão
          </th>
          <th scope="col" className={TH}>
            Publicada em
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Aceites
          </th>
        </tr>
      </thead>
      {versions.map((version) => (
        <tbody key={version.versao} className="border-b border-gray-200 dark:border-gray-700">
          <tr>
            <th scope="row" className="pt-2 pr-3 font-medium">
              Versão {version.versao}
            </th>
            <td className="pt-2 pr-3">{publishedAt(version.publicadaEm)}</td>
            <td className="pt-2 text-right tabular-nums">{count.format(version.aceites)}</td>
          </tr>
          <tr>
            <td colSpan={3} className="pb-2">
              <details>
                <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary-strong">Ler o texto da versão {version.versao}</summary>
                <div className="mt-1 mb-3 text-base">
                  <Paragraphs texto={version.texto} />
                </div>
              </details>
            </td>
          </tr>
        </tbody>
      ))}
    </table>
  );
}

/**
 * settings/declaracao-concordancia: the version in force with its acceptances, a new version (with its preview) and the
 * earlier versions. A new version asks every participant to accept again.
 */
export function AgreementVersionsSettings() {
  const fetchVersions = useCallback(() => retornarVersoesDeclaracaoConcordancia(), []);
  const versions = useApiQuery(fetchVersions);
  const list = versions.data?.versoes;
  const current = list?.[0] ?? null;

  return (
    <>
      <section aria-labelledby="titulo-versao-em-vigor" className={`mb-8 ${SECTION_CLASSES}`}>
        <h2 id="titulo-versao-em-vigor" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
          Versão em vigor
        </h2>
        {versions.isLoading ? (
          <DashboardSkeleton label="Carregando a declaração" />
        ) : versions.error || !list ? (
          <DashboardError title="Não foi possível carregar a declaração." message={versions.error?.message ?? ''} onRetry={versions.retry} />
        ) : current ? (
          <CurrentVersion version={current} />
        ) : (
          <p className="text-gray-700 dark:text-gray-300">Nenhuma versão publicada ainda. Os participantes verão a declaração assim que a primeira for publicada.</p>
        )}
      </section>

      <section aria-labelledby="titulo-nova-versao" className={`mb-8 ${SECTION_CLASSES}`}>
        <h2 id="titulo-nova-versao" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
          Nova versão
        </h2>
        <p className="mb-4 text-gray-700 dark:text-gray-300">Ao publicar, a nova versão passa a valer e todos os participantes terão de aceitá-la.</p>
        {list ? (
          <AgreementPublishForm current={current?.texto ?? null} nextVersion={(current?.versao ?? 0) + 1} onPublished={versions.retry} />
        ) : versions.isLoading ? (
          <DashboardSkeleton label="Carregando o formulário" />
        ) : (
          <p className="text-gray-700 dark:text-gray-300">O formulário aparece quando a versão em vigor for carregada.</p>
        )}
      </section>

      <section aria-labelledby="titulo-versoes-anteriores" className={SECTION_CLASSES}>
        <h2 id="titulo-versoes-anteriores" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
          Versões anteriores
        </h2>
        {versions.isLoading ? (
          <DashboardSkeleton label="Carregando as versões anteriores" />
        ) : list ? (
          <EarlierVersions versions={list.slice(1)} />
        ) : (
          <p className="text-gray-700 dark:text-gray-300">Não foi possível carregar as versões anteriores.</p>
        )}
      </section>
    </>
  );
}
