import { useState, type FormEvent } from 'react';
import { EditableRows, newRowKey } from '@/components/forms/EditableRows';
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

const newRow = (pontos: number): AnswerRow => ({ key: newRowKey(), texto: '', pontos: String(pontos) });

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
        <EditableRows
          legend="Respostas e pontos"
          rows={rows}
          onChange={setRows}
          minRows={2}
          rowClassName="grid-cols-[1fr_auto] sm:grid-cols-[1fr_5.5rem_auto]"
          newRow={(current) => newRow(current.length + 1)}
          addLabel="Adicionar resposta"
          removeLabel={(index) => `Remover a resposta ${index + 1}`}
          renderRow={(row, index, update) => (
            <>
              <TextField className="col-span-2 sm:col-span-1" label={`Resposta ${index + 1}`} value={row.texto} maxLength={300} onChange={(event) => update({ texto: event.target.value })} />
              <TextField label="Pontos" inputMode="numeric" maxLength={3} value={row.pontos} onChange={(event) => update({ pontos: event.target.value })} />
            </>
          )}
        />
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
