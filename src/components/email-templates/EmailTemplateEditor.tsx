import { useId, useMemo, useState, type FormEvent } from 'react';
import { RotateCcw, Save } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextArea } from '@/components/ui/TextArea';
import { INPUT_CLASSES, TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import { EMAIL_TEMPLATE_LIMITS, renderEmail } from '@/domain/email-templates';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarModeloEmail, restaurarModeloEmail, type ModeloEmail } from '@/services/email-templates';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

interface EditorProps {
  templates: ModeloEmail[];
  /** A template saved or reset: the list keeps the server's copy. */
  onChanged: (template: ModeloEmail) => void;
}

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Choose a template, edit its subject and text with its placeholders, see the e-mail as it would go, save or reset. */
export function EmailTemplateEditor({ templates, onChanged }: EditorProps) {
  const [chave, setChave] = useState(templates[0]?.chave ?? '');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const template = templates.find((item) => item.chave === chave) ?? templates[0];
  if (!template) return null;
  // A new copy from the server (another template, saved, reset) starts the form again from its text.
  return (
    <TemplateForm
      key={`${template.chave}\u0000${template.assunto}\u0000${template.corpo}`}
      template={template}
      templates={templates}
      outcome={outcome}
      onOutcome={setOutcome}
      onChoose={(next) => {
        setChave(next);
        setOutcome(null);
      }}
      onChanged={onChanged}
    />
  );
}

interface FormProps extends EditorProps {
  template: ModeloEmail;
  outcome: Outcome;
  onOutcome: (outcome: Outcome) => void;
  onChoose: (chave: string) => void;
}

function TemplateForm({ template, templates, outcome, onOutcome: setOutcome, onChoose: choose, onChanged }: FormProps) {
  const id = useId();
  const [assunto, setAssunto] = useState(template.assunto);
  const [corpo, setCorpo] = useState(template.corpo);
  const [isSaving, setIsSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ assunto?: string; corpo?: string }>({});

  const samples = useMemo(() => Object.fromEntries(template.variaveis.map((variable) => [variable.nome, variable.exemplo])), [template]);
  const preview = renderEmail({ assunto, corpo }, samples);
  const isDirty = assunto !== template.assunto || corpo !== template.corpo;

  async function onSave(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    setOutcome(null);
    try {
      const saved = await atualizarModeloEmail(template.chave, { assunto, corpo });
      onChanged(saved);
      setOutcome({ tone: 'success', message: saved.message });
      toast.success('Modelo salvo.');
    } catch (error) {
      if (error instanceof ApiError) {
        setOutcome({ tone: 'error', message: error.message });
        setFieldErrors(Object.fromEntries(error.errors.filter((item) => item.path === 'assunto' || item.path === 'corpo').map((item) => [item.path, item.message])));
      } else setOutcome({ tone: 'error', message: TRANSPORT_MESSAGES.unexpected });
    } finally {
      setIsSaving(false);
    }
  }

  async function onReset() {
    setIsSaving(true);
    setOutcome(null);
    try {
      const restored = await restaurarModeloEmail(template.chave);
      onChanged(restored);
      setOutcome({ tone: 'success', message: restored.message });
    } catch (error) {
      setOutcome({ tone: 'error', message: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby={`${id}-titulo`} className={SECTION_CLASSES}>
        <h2 id={`${id}-titulo`} className="mb-4 text-lg font-semibold">
          Editar modelo
        </h2>
        <form onSubmit={(event) => void onSave(event)} noValidate className="space-y-4">
          <div>
            <label htmlFor={`${id}-modelo`} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
              E-mail
            </label>
            <select id={`${id}-modelo`} value={template.chave} onChange={(event) => choose(event.target.value)} className={`${INPUT_CLASSES} border-gray-500`}>
              {templates.map((item) => (
                <option key={item.chave} value={item.chave}>
                  {item.nome}
                  {item.personalizado ? ' (alterado)' : ''}
                </option>
              ))}
            </select>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              {template.descricao} {template.personalizado ? 'Este modelo foi alterado.' : 'Este modelo usa o texto padrão.'}
            </p>
          </div>
          <TextField
            label="Assunto"
            value={assunto}
            maxLength={EMAIL_TEMPLATE_LIMITS.assunto}
            error={fieldErrors.assunto}
            onChange={(event) => {
              setAssunto(event.target.value);
              setFieldErrors((current) => ({ ...current, assunto: undefined }));
            }}
          />
          <TextArea
            label="Texto"
            rows={12}
            value={corpo}
            maxLength={EMAIL_TEMPLATE_LIMITS.corpo}
            error={fieldErrors.corpo}
            hint="Escreva os marcadores entre chaves duplas, como {{nome}}."
            onChange={(event) => {
              setCorpo(event.target.value);
              setFieldErrors((current) => ({ ...current, corpo: undefined }));
            }}
          />
          <div>
            <h3 className="mb-2 text-sm font-semibold">Marcadores deste modelo</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {template.variaveis.map((variable) => (
                <div key={variable.nome} className="contents">
                  <dt className="font-mono text-gray-900 dark:text-gray-100">{`{{${variable.nome}}}`}</dt>
                  <dd className="text-gray-700 dark:text-gray-300">
                    {variable.descricao}
                    {template.obrigatorias.includes(variable.nome) ? ' (obrigatório)' : ''}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" isLoading={isSaving} disabled={!isDirty} icon={<Save aria-hidden="true" className="size-4" />}>
              Salvar modelo
            </Button>
            <Button variant="secondary" onClick={() => void onReset()} disabled={isSaving || !template.personalizado} icon={<RotateCcw aria-hidden="true" className="size-4" />}>
              Voltar ao texto padrão
            </Button>
          </div>
        </form>
      </section>
      <section aria-labelledby={`${id}-previa`} className={SECTION_CLASSES}>
        <h2 id={`${id}-previa`} className="mb-1 text-lg font-semibold">
          Pré-visualização
        </h2>
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">Com valores de exemplo. Um marcador que não existe aparece como foi escrito.</p>
        <div aria-label="Pré-visualização do e-mail" role="group" className="rounded-lg border border-gray-300 p-4 dark:border-gray-600">
          <p className="border-b border-gray-200 pb-2 text-sm dark:border-gray-700">
            <span className="font-semibold">Assunto: </span>
            <span data-testid="previa-assunto">{preview.subject}</span>
          </p>
          <div data-testid="previa-corpo" className="mt-3 break-words whitespace-pre-wrap">
            {preview.text}
          </div>
        </div>
      </section>
    </div>
  );
}
