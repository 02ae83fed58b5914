import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Alert } from '@/components/ui/Alert';
import { formatDateBr } from '@/domain/format-date';
import { SUPER_CONSERVATIVE_NOTE, windowSentence } from '@/domain/investment-profile';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarPerfilInvestimento, type PedidoPerfil, type Recomendacao } from '@/services/investment-profile';
import { CompositionBar } from './CompositionBar';
import { ProfileChoice } from './ProfileChoice';
import { ProfileQuestionnaire } from './ProfileQuestionnaire';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const HEADING_CLASSES = 'mb-3 text-lg font-semibold text-gray-900 dark:text-white';

/** Service 10: the current profile, the change window, the questionnaire and its recommendation, the plan's profiles. */
export function InvestmentProfile({ idPessoa, idVinculoPlano }: { idPessoa: number; idVinculoPlano: number }) {
  const fetchProfile = useCallback(() => retornarPerfilInvestimento(idVinculoPlano), [idVinculoPlano]);
  const query = useApiQuery(fetchProfile);
  const [recommendation, setRecommendation] = useState<Recomendacao | null>(null);
  const [created, setCreated] = useState<PedidoPerfil | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (recommendation) resultHeading.current?.focus();
  }, [recommendation]);

  if (query.isLoading && !query.data) return <DashboardSkeleton label="Carregando o seu perfil de investimento" />;
  if (query.error || !query.data) {
    // A plan without profiles answers 409 with a sentence that says so.
    if (query.error?.status === 409) return <Alert tone="info">{query.error.message}</Alert>;
    return <DashboardError title="Não foi possível carregar o seu perfil de investimento." message={query.error?.message ?? ''} onRetry={query.retry} />;
  }
  const data = query.data;
  const recommended = recommendation?.perfilRecomendado ?? data.ultimaAvaliacao?.perfilRecomendado ?? null;
  // The request just opened counts as the open one without reloading the page (the success message stays on screen).
  const open = created ? { perfil: created.perfil, protocolo: created.protocolo } : data.solicitacaoAberta;
  const blockedReason = open
    ? `Você já tem um pedido de alteração para o perfil ${open.perfil.nome} em andamento (protocolo ${open.protocolo}). Um novo pedido só depois que ele for concluído ou cancelado.`
    : !data.janela.aberta
      ? `${windowSentence(data.janela)} Fora da janela você pode ver os perfis e responder ao questionário, mas não pedir a alteração.`
      : null;

  return (
    <div className="space-y-8">
      <section aria-labelledby="titulo-atual" className={SECTION_CLASSES}>
        <h2 id="titulo-atual" className={HEADING_CLASSES}>
          Seu perfil atual: {data.perfilAtual.nome}
        </h2>
        {data.perfilAtual.seguePadrao ? (
          <p className="mb-3 text-gray-700 dark:text-gray-300">Você ainda não escolheu um perfil, por isso segue o perfil {data.perfilAtual.nome}, o primeiro do plano.</p>
        ) : null}
        <p className="mb-4 text-gray-700 dark:text-gray-300">{data.perfilAtual.descricao}</p>
        <CompositionBar composicao={data.perfilAtual.composicao} label={`Composição do perfil ${data.perfilAtual.nome}`} />
        {data.solicitacaoAberta ? (
          <Alert tone="info" className="mt-4">
            Pedido de alteração para o perfil <strong>{data.solicitacaoAberta.perfil.nome}</strong> em andamento desde {formatDateBr(data.solicitacaoAberta.criadoEm)} (protocolo{' '}
            {data.solicitacaoAberta.protocolo}, {data.solicitacaoAberta.status.nome}).{' '}
            <Link href="/services/requests" className="font-semibold underline">
              Acompanhar solicitações
            </Link>
          </Alert>
        ) : null}
      </section>

      <section aria-labelledby="titulo-janela" className={SECTION_CLASSES}>
        <h2 id="titulo-janela" className={HEADING_CLASSES}>
          Quando posso mudar de perfil
        </h2>
        <p className="font-semibold text-gray-900 dark:text-white">{windowSentence(data.janela)}</p>
        <p className="mt-2 text-gray-700 dark:text-gray-300">{SUPER_CONSERVATIVE_NOTE}</p>
      </section>

      <section aria-labelledby="titulo-questionario" className={SECTION_CLASSES}>
        <h2 id="titulo-questionario" className={HEADING_CLASSES}>
          Questionário de perfil
        </h2>
        <p className="mb-4 text-gray-700 dark:text-gray-300">
          Responda com sinceridade: as respostas indicam o perfil que combina com o seu prazo até a aposentadoria e com quanto de oscilação no saldo você aceita.
          {data.ultimaAvaliacao && !recommendation
            ? ` Da última vez (${formatDateBr(data.ultimaAvaliacao.criadoEm)}) você somou ${data.ultimaAvaliacao.pontuacao} pontos${data.ultimaAvaliacao.perfilRecomendado ? ` e o perfil recomendado foi ${data.ultimaAvaliacao.perfilRecomendado.nome}` : ''}.`
            : ''}
        </p>
        {recommendation ? (
          <div className="mb-6 rounded-xl bg-primary-soft p-4 text-gray-900 dark:text-gray-100">
            <h3 ref={resultHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
              Perfil recomendado: {recommendation.perfilRecomendado.nome}
            </h3>
            <p>Você somou {recommendation.pontuacao} pontos. Veja abaixo a composição de cada perfil antes de escolher.</p>
          </div>
        ) : null}
        <ProfileQuestionnaire idPessoa={idPessoa} idVinculoPlano={idVinculoPlano} questionario={data.questionario} onRecommended={setRecommendation} />
      </section>

      <section aria-labelledby="titulo-perfis" className={SECTION_CLASSES}>
        <h2 id="titulo-perfis" className={HEADING_CLASSES}>
          Perfis do plano {data.vinculoPlano.plano.nome}
        </h2>
        <ProfileChoice
          idPessoa={idPessoa}
          idVinculoPlano={idVinculoPlano}
          perfis={data.perfis}
          idPerfilAtual={data.perfilAtual.id}
          idPerfilRecomendado={recommended?.id ?? null}
          blockedReason={blockedReason}
          created={created}
          onRequested={setCreated}
        />
      </section>
    </div>
  );
}
