import { useCallback, useState, type FormEvent } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { EditableRows, newRowKey, type EditableRow } from '@/components/forms/EditableRows';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CheckboxSelect } from '@/components/ui/CheckboxSelect';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import { FileDrop } from '@/components/ui/FileDrop';
import { CANDIDATE_PHOTO_ACCEPT, CANDIDATE_PHOTO_MAX_BYTES, ELECTION_MESSAGES, electionProblems } from '@/domain/elections';
import { ApiError } from '@/services/api';
import { uploadAttachment } from '@/services/attachments';
import { criarEleicao } from '@/services/elections';
import { retornarPlanos } from '@/services/plans';

interface CandidateRow extends EditableRow {
  nome: string;
  descricao: string;
  /** The chosen photo, sent through the attachments' upload when the form is sent. */
  foto: File | null;
  /** The attachment the chosen photo became (a second try does not send it again). */
  enviada: { file: File; id: number } | null;
}

const emptyCandidate = (): CandidateRow => ({ key: newRowKey('candidato'), nome: '', descricao: '', foto: null, enviada: null });
const emptyForm = () => ({ titulo: '', inicio: '', fim: '', idPlanos: [] as string[], vagas: '1', candidatos: [emptyCandidate(), emptyCandidate()] });

/** A datetime-local value (the browser's time zone) → ISO; '' stays '' so the API names the missing field. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

/** settings/eleicoes: a new election (title, voting period, plans, seats, the candidates as rows added and removed). */
export function ElectionForm({ onCreated }: { onCreated: () => void }) {
  const fetchPlans = useCallback(() => retornarPlanos(), []);
  const plans = useApiQuery(fetchPlans);
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [photoProgress, setPhotoProgress] = useState<number | null>(null);
  const set = (change: Partial<ReturnType<typeof emptyForm>>) => setValues((current) => ({ ...current, ...change }));

  /** Sends the chosen photos that were not sent yet (the attachments' resumable upload); the rows keep their ids. */
  async function sendPhotos(rows: CandidateRow[]): Promise<CandidateRow[]> {
    const total = rows.filter((row) => row.foto && row.enviada?.file !== row.foto).length;
    let done = 0;
    const sent: CandidateRow[] = [];
    for (const row of rows) {
      const photo = row.foto;
      if (!photo || row.enviada?.file === photo) {
        sent.push(row);
        continue;
      }
      const id = await uploadAttachment(photo, (fraction) => setPhotoProgress((done + fraction) / total));
      done += 1;
      sent.push({ ...row, enviada: { file: photo, id } });
      // Kept in the form: if creating fails, the next try does not send the photo again.
      setValues((current) => ({ ...current, candidatos: current.candidatos.map((item) => (item.key === row.key ? { ...item, enviada: { file: photo, id } } : item)) }));
    }
    return sent;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      titulo: values.titulo,
      inicio: toIso(values.inicio),
      fim: toIso(values.fim),
      idPlanos: values.idPlanos.map(Number),
      vagas: Number(values.vagas),
      candidatos: values.candidatos.map((row) => ({ nome: row.nome, descricao: row.descricao || null })),
    };
    // The API's own rules (domain/elections.ts), checked here first so every field's problem shows at once.
    const problems = electionProblems(body, new Date());
    setErrors(Object.fromEntries(problems.map((problem) => [problem.path, problem.message])));
    setFormError(problems.length > 0 ? 'Corrija os campos indicados.' : null);
    if (problems.length > 0) return;
    setIsSending(true);
    try {
      const rows = await sendPhotos(values.candidatos);
      setPhotoProgress(null);
      await criarEleicao({ ...body, candidatos: rows.map((row, index) => ({ ...body.candidatos[index], foto: row.foto ? (row.enviada?.id ?? null) : null })) });
      toast.success('Eleição criada.');
      setValues(emptyForm());
      onCreated();
    } catch (caught) {
      if (caught instanceof ApiError) {
        setFormError(caught.message);
        setErrors(Object.fromEntries(caught.errors.map((problem) => [problem.path.replace(/^\//, ''), problem.message])));
      } else setFormError('Não foi possível criar a eleição.');
    } finally {
      setPhotoProgress(null);
      setIsSending(false);
    }
  }

  return (
    <form className="space-y-5" onSubmit={(event) => void submit(event)} noValidate>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField label="Título" value={values.titulo} maxLength={200} error={errors.titulo} onChange={(event) => set({ titulo: event.target.value })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Início da votação" type="datetime-local" value={values.inicio} error={errors.inicio} onChange={(event) => set({ inicio: event.target.value })} />
        <TextField label="Fim da votação" type="datetime-local" value={values.fim} error={errors.fim} onChange={(event) => set({ fim: event.target.value })} />
      </div>
      {plans.data ? (
        <CheckboxSelect
          legend="Planos"
          hint="Votam os participantes com vínculo ativo nestes planos."
          options={plans.data.map((plan) => ({ value: String(plan.id), label: plan.nomeExibicao }))}
          value={values.idPlanos}
          onChange={(idPlanos) => set({ idPlanos })}
          error={errors.idPlanos}
        />
      ) : plans.error ? (
        <Alert tone="error">Não foi possível carregar os planos. {plans.error.message}</Alert>
      ) : (
        <p role="status">Carregando os planos…</p>
      )}
      <TextField label="Vagas" type="number" inputMode="numeric" min={1} max={50} value={values.vagas} error={errors.vagas} onChange={(event) => set({ vagas: event.target.value })} className="max-w-40" />
      <EditableRows<CandidateRow>
        legend="Candidatos"
        rows={values.candidatos}
        onChange={(candidatos) => set({ candidatos })}
        newRow={emptyCandidate}
        addLabel="Adicionar candidato"
        removeLabel={(index) => `Remover o candidato ${index + 1}`}
        minRows={2}
        maxRows={50}
        rowClassName="grid-cols-[1fr_auto] sm:grid-cols-[1fr_1.5fr_auto] rounded-xl border border-gray-200 p-3 dark:border-gray-700"
        footer={errors.candidatos ? <p className="text-sm font-medium text-red-700 dark:text-red-400">{errors.candidatos}</p> : null}
        renderRow={(row, index, update) => (
          <>
            <TextField label={`Nome do candidato ${index + 1}`} value={row.nome} maxLength={200} error={errors[`candidatos/${index}/nome`]} onChange={(event) => update({ nome: event.target.value })} />
            <TextField label={`Apresentação do candidato ${index + 1} (opcional)`} value={row.descricao} maxLength={1000} className="col-start-1 sm:col-start-auto" onChange={(event) => update({ descricao: event.target.value })} />
            <FileDrop
              value={row.foto}
              onChange={(foto) => update({ foto })}
              label={`Foto do candidato ${index + 1} (opcional)`}
              hint="JPEG, PNG ou WebP até 2 MB. Sem foto, aparecem as iniciais do nome."
              accept={CANDIDATE_PHOTO_ACCEPT}
              maxSize={CANDIDATE_PHOTO_MAX_BYTES}
              rejectionMessages={{ 'file-invalid-type': ELECTION_MESSAGES.photoType, 'file-too-large': ELECTION_MESSAGES.photoTooLarge }}
              error={errors[`candidatos/${index}/foto`]}
              disabled={isSending}
              className="col-start-1 sm:col-span-2 sm:row-start-2"
            />
          </>
        )}
      />
      {photoProgress !== null ? <p role="status">Enviando as fotos… {Math.round(photoProgress * 100)}%</p> : null}
      <Button type="submit" isLoading={isSending}>
        Criar eleição
      </Button>
    </form>
  );
}
