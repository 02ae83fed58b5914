import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { INPUT_CLASSES } from '@/components/ui/TextField';
import type { QuestionarioAdmin } from '@/services/investment-profile';
import { errorMessages } from './ProfilePlanPicker';

interface ScoreRangesProps {
  questionnaire: QuestionarioAdmin;
  onSave: (faixas: Array<{ idPerfilInvestimento: number; pontuacaoMinima: number; pontuacaoMaxima: number }>) => Promise<void>;
}

/** The inclusive score range of each profile, in a table with the possible scores above it. */
export function ScoreRanges({ questionnaire, onSave }: ScoreRangesProps) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(questionnaire.faixas.map((range) => [range.idPerfilInvestimento, { minima: String(range.pontuacaoMinima ?? ''), maxima: String(range.pontuacaoMaxima ?? '') }])),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  const { minima, maxima } = questionnaire.pontuacaoPossivel;

  const onSubmitRanges = async (event: FormEvent) => {
    event.preventDefault();
    const numbers = questionnaire.faixas.map((range) => ({ range, minima: values[range.idPerfilInvestimento].minima.trim(), maxima: values[range.idPerfilInvestimento].maxima.trim() }));
    const bad = numbers.find((item) => !/^\d{1,4}$/.test(item.minima) || !/^\d{1,4}$/.test(item.maxima));
    if (bad) {
      setErrors([`Informe a pontuação mínima e a máxima do perfil ${bad.range.nome} com números inteiros.`]);
      return;
    }
    setErrors([]);
    setIsSaving(true);
    try {
      await onSave(numbers.map((item) => ({ idPerfilInvestimento: item.range.idPerfilInvestimento, pontuacaoMinima: Number(item.minima), pontuacaoMaxima: Number(item.maxima) })));
    } catch (error) {
      setErrors(errorMessages(error, 'Não foi possível salvar as faixas.'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmitRanges} aria-label="Faixas de pontuação dos perfis" className="space-y-4">
      <p className="text-gray-700 dark:text-gray-300">
        Com as perguntas de hoje, o questionário soma de <strong>{minima}</strong> a <strong>{maxima}</strong> pontos. Cada pontuação deve levar a um só perfil (faixas inclusivas, sem
        sobreposição nem intervalo).
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Faixas de pontuação de cada perfil</caption>
          <thead>
            <tr className="border-b border-gray-300 dark:border-gray-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Perfil
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                De (pontos)
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Até (pontos)
              </th>
            </tr>
          </thead>
          <tbody>
            {questionnaire.faixas.map((range) => (
              <tr key={range.idPerfilInvestimento} className="border-b border-gray-200 dark:border-gray-800">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {range.nome}
                </th>
                {(['minima', 'maxima'] as const).map((edge) => (
                  <td key={edge} className="px-2 py-2">
                    <input
                      aria-label={`${edge === 'minima' ? 'Pontuação mínima' : 'Pontuação máxima'} do perfil ${range.nome}`}
                      inputMode="numeric"
                      maxLength={4}
                      disabled={isSaving}
                      value={values[range.idPerfilInvestimento][edge]}
                      onChange={(event) => setValues((current) => ({ ...current, [range.idPerfilInvestimento]: { ...current[range.idPerfilInvestimento], [edge]: event.target.value } }))}
                      className={`${INPUT_CLASSES} max-w-24 border-gray-500 text-right`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.length ? (
        <Alert>
          <ul className="list-disc pl-4">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Button type="submit" isLoading={isSaving}>
        Salvar faixas
      </Button>
    </form>
  );
}
