import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { RadioSelect } from '@/components/ui/RadioSelect';
import { ApiError } from '@/services/api';
import { enviarQuestionarioPerfil, type PerfilInvestimentoVinculo, type Recomendacao } from '@/services/investment-profile';

interface ProfileQuestionnaireProps {
  idPessoa: number;
  idVinculoPlano: number;
  questionario: PerfilInvestimentoVinculo['questionario'];
  onRecommended: (result: Recomendacao) => void;
}

/** The suitability questionnaire: one fieldset per question; the fund's points stay on the server. */
export function ProfileQuestionnaire({ idPessoa, idVinculoPlano, questionario, onRecommended }: ProfileQuestionnaireProps) {
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmitQuestionnaire = async (event: FormEvent) => {
    event.preventDefault();
    const unanswered = questionario.filter((question) => !answers[question.id]);
    setMissing(new Set(unanswered.map((question) => question.id)));
    if (unanswered.length) {
      setErrors(unanswered.map((question) => `Responda à pergunta "${question.texto}".`));
      return;
    }
    setErrors([]);
    setIsSubmitting(true);
    try {
      const respostas = questionario.map((question) => ({ idPergunta: question.id, idResposta: Number(answers[question.id]) }));
      onRecommended(await enviarQuestionarioPerfil({ idPessoa, idVinculoPlano, respostas }));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      setErrors(apiError?.errors.length ? apiError.errors.map((item) => item.message) : [apiError?.message ?? 'Não foi possível enviar o questionário. Tente novamente.']);
    } finally {
      setIsSubmitting(false);
    }
  };

  if (questionario.length === 0) return <p className="text-gray-700 dark:text-gray-300">O fundo ainda não cadastrou o questionário de perfil deste plano.</p>;
  return (
    <form noValidate onSubmit={onSubmitQuestionnaire} aria-label="Questionário de perfil" className="space-y-6">
      {questionario.map((question, index) => (
        <RadioSelect
          key={question.id}
          legend={`${index + 1}. ${question.texto}`}
          name={`pergunta-${question.id}`}
          value={answers[question.id] ?? null}
          onChange={(value) => {
            setAnswers((current) => ({ ...current, [question.id]: value }));
            setMissing((current) => {
              const next = new Set(current);
              next.delete(question.id);
              return next;
            });
          }}
          disabled={isSubmitting}
          error={missing.has(question.id) ? 'Escolha uma resposta.' : undefined}
          options={question.respostas.map((answer) => ({ value: String(answer.id), label: answer.texto }))}
        />
      ))}
      {errors.length ? (
        <Alert>
          <ul className="list-disc pl-4">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Button type="submit" isLoading={isSubmitting}>
        Ver o perfil recomendado
      </Button>
    </form>
  );
}
