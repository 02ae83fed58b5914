import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import type { PerguntaInput, QuestionarioAdmin } from '@/services/investment-profile';
import { errorMessages } from './ProfilePlanPicker';

type Question = QuestionarioAdmin['perguntas'][number];
interface AnswerRow {
  key: string;
  id?: number;
  texto: string;
  pontos: string;
}

let rowCounter = 0;
const newRow = (pontos: number): AnswerRow => ({ key: `nova-${(rowCounter += 1)}`, texto: '', pontos: String(pontos) });

interface QuestionEditorProps {
  /** The question being edited; none for a new one. */
  question?: Question;
  number: number;
  onSave: (input: PerguntaInput) => Promise<void>;
  onDelete?: () => Promise<void>;
}

/** One question with its answers and points: edited in place and saved as a whole. */
export function QuestionEditor({ question, number, onSave, onDelete }: QuestionEditorProps) {
  const [texto, setTexto] = useState(question?.texto ?? '');
  const [rows, setRows] = useState<AnswerRow[]>(
    question ? question.respostas.map((answer) => ({ key: `r-${answer.id}`, id: answer.id, texto: answer.texto, pontos: String(answer.pontos) })) : [newRow(1), newRow(2)],
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const title = question ? `Pergunta ${number}` : 'Nova pergunta';

  const update = (key: string, change: Partial<AnswerRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const onSubmitQuestion = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = rows.findIndex((row) => !/^\d{1,3}$/.test(row.pontos.trim()) || Number(row.pontos) > 100);
    if (invalid >= 0) {
      setErrors([`Os pontos da resposta ${invalid + 1} devem ser um número inteiro de 0 a 100.`]);
      return;
    }
    setIsBusy(true);
    setErrors([]);
    try {
      await onSave({ texto, respostas: rows.map((row) => ({ ...(row.id ? { id: row.id } : {}), texto: row.texto, pontos: Number(row.pontos) })) });
      if (!question) {
        setTexto('');
        setRows([newRow(1), newRow(2)]);
      }
    } catch (error) {
      setErrors(errorMessages(error, 'Não foi possível salvar a pergunta.'));
    } finally {
      setIsBusy(false);
    }
  };

  const onDeleteQuestion = async () => {
    if (!onDelete) return;
    setIsBusy(true);
    setErrors([]);
    try {
      await onDelete();
    } catch (error) {
      setErrors(errorMessages(error, 'Não foi possível excluir a pergunta.'));
      setIsBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmitQuestion} aria-label={title} className="space-y-4 rounded-xl border border-gray-300 p-4 dark:border-gray-700">
      <h3 className="text-base font-semibold text-gray-900 dark:text-white">{title}</h3>
      <fieldset disabled={isBusy} className="space-y-4">
        <TextField label="Texto da pergunta" value={texto} maxLength={500} onChange={(event) => setTexto(event.target.value)} />
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-semibold text-gray-900 dark:text-gray-100">Respostas e pontos</legend>
          {rows.map((row, index) => (
            <div key={row.key} className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_5.5rem_auto]">
              <TextField className="col-span-2 sm:col-span-1" label={`Resposta ${index + 1}`} value={row.texto} maxLength={300} onChange={(event) => update(row.key, { texto: event.target.value })} />
              <TextField label="Pontos" inputMode="numeric" maxLength={3} value={row.pontos} onChange={(event) => update(row.key, { pontos: event.target.value })} />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remover a resposta ${index + 1}`}
                disabled={rows.length <= 2}
                onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
                icon={<Trash2 aria-hidden="true" className="size-5" />}
              />
            </div>
          ))}
          <Button variant="ghost" size="sm" icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setRows((current) => [...current, newRow(current.length + 1)])}>
            Adicionar resposta
          </Button>
        </fieldset>
      </fieldset>
      {errors.length ? (
        <Alert>
          <ul className="list-disc pl-4">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isBusy}>
          {question ? 'Salvar pergunta' : 'Criar pergunta'}
        </Button>
        {onDelete && !isConfirmingDelete ? (
          <Button variant="secondary" onClick={() => setIsConfirmingDelete(true)} disabled={isBusy}>
            Excluir pergunta
          </Button>
        ) : null}
      </div>
      {onDelete && isConfirmingDelete ? (
        <div role="group" aria-label="Confirmar a exclusão" className="space-y-3 rounded-lg bg-gray-100 p-3 dark:bg-gray-800">
          <p className="text-sm text-gray-900 dark:text-gray-100">
            Excluir esta pergunta e as suas respostas? Os questionários já respondidos guardam o texto como estava.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={onDeleteQuestion} isLoading={isBusy}>
              Sim, excluir
            </Button>
            <Button variant="ghost" onClick={() => setIsConfirmingDelete(false)} disabled={isBusy}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
