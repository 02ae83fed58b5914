import { useCallback, useState } from 'react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Alert } from '@/components/ui/Alert';
import { toast } from '@/components/ui/toast';
import { useApiQuery } from '@/hooks/useApiQuery';
import {
  atualizarFaixasPerfil,
  atualizarPerguntaPerfil,
  criarPerguntaPerfil,
  excluirPerguntaPerfil,
  retornarQuestionarioPerfil,
  type QuestionarioAdmin,
} from '@/services/investment-profile';
import { ProfilePlanPicker } from './ProfilePlanPicker';
import { QuestionEditor } from './QuestionEditor';
import { ScoreRanges } from './ScoreRanges';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

function PlanQuestionnaire({ idPlano }: { idPlano: number }) {
  const fetchQuestionnaire = useCallback(() => retornarQuestionarioPerfil(idPlano), [idPlano]);
  const query = useApiQuery(fetchQuestionnaire);
  // The latest answer of a save: every write answers with the whole questionnaire.
  const [saved, setSaved] = useState<QuestionarioAdmin | null>(null);
  const [version, setVersion] = useState(0);

  if (query.isLoading) return <DashboardSkeleton label="Carregando o questionário" />;
  if (query.error || !query.data) {
    if (query.error?.status === 409) return <Alert tone="info">{query.error.message}</Alert>;
    return <DashboardError title="Não foi possível carregar o questionário." message={query.error?.message ?? ''} onRetry={query.retry} />;
  }
  const data = saved ?? query.data;
  const apply = (next: QuestionarioAdmin, message: string) => {
    setSaved(next);
    setVersion((current) => current + 1);
    toast.success(message);
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="titulo-perguntas" className={SECTION_CLASSES}>
        <h2 id="titulo-perguntas" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
          Perguntas e pontos
        </h2>
        <p className="mb-4 text-gray-700 dark:text-gray-300">Os participantes veem as perguntas e as respostas, nunca os pontos. A soma dos pontos indica o perfil recomendado.</p>
        <div className="space-y-4">
          {data.perguntas.map((question, index) => (
            <QuestionEditor
              key={`${question.id}-${version}`}
              question={question}
              number={index + 1}
              onSave={async (input) => apply(await atualizarPerguntaPerfil(question.id, input), 'Pergunta salva.')}
              onDelete={async () => apply(await excluirPerguntaPerfil(question.id), 'Pergunta excluída.')}
            />
          ))}
          {data.perguntas.length === 0 ? <p className="text-gray-700 dark:text-gray-300">Este plano ainda não tem perguntas. Crie a primeira abaixo.</p> : null}
          <QuestionEditor number={data.perguntas.length + 1} onSave={async (input) => apply(await criarPerguntaPerfil(idPlano, input), 'Pergunta criada.')} />
        </div>
      </section>
      <section aria-labelledby="titulo-faixas" className={SECTION_CLASSES}>
        <h2 id="titulo-faixas" className="mb-3 text-lg font-semibold text-gray-900 dark:text-white">
          Faixas de pontuação dos perfis
        </h2>
        <ScoreRanges key={version} questionnaire={data} onSave={async (faixas) => apply(await atualizarFaixasPerfil(idPlano, faixas), 'Faixas salvas.')} />
      </section>
    </div>
  );
}

/** settings/perfil-investimento-questoes: the questionnaire and the profiles' score ranges of a plan. */
export function QuestionnaireSettings() {
  return <ProfilePlanPicker>{(idPlano) => <PlanQuestionnaire idPlano={idPlano} />}</ProfilePlanPicker>;
}
