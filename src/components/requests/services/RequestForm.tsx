import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { formatCnpj } from '@/domain/masks';
import type { RequestDeadline } from '@/domain/requests-deadlines';
import { fieldHint, isFieldShown, type RequestServiceDefinition, type ServiceField, type ServiceLimits } from '@/domain/requests-services';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { uploadAttachment } from '@/services/attachments';
import { criarSolicitacao, type ServiceRules } from '@/services/requests-services';
import { DocumentField } from '@/components/attachments/DocumentField';
import { ConfirmStep } from '@/components/forms/ConfirmStep';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Select } from '@/components/ui/Select';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import type { ServiceTarget } from './service-target';

type Values = Record<string, string>;

const PLACEHOLDERS: Partial<Record<ServiceField['kind'], string>> = { cnpj: '00.000.000/0000-00', cnpb: '0000.0000-00' };
const INPUT_MODES: Partial<Record<ServiceField['kind'], 'numeric' | 'decimal'>> = { integer: 'numeric', percent: 'decimal', money: 'decimal', cnpj: 'numeric' };

/** How a value reads back in the confirmation: the option's label, or the text as typed. */
function readable(field: ServiceField, value: string): string {
  const option = field.options?.find((item) => item.value === value);
  if (option) return option.label;
  if (field.kind === 'percent') return formatPercent(value);
  if (field.kind === 'money') return formatBrl(value);
  return value || '—';
}

/** The documents the service asks for, each chosen in its drop zone and sent (once) when the request is. */
function useDocumentUploads(count: number) {
  const [files, setFiles] = useState<Array<File | null>>(() => Array.from({ length: count }, () => null));
  const [progress, setProgress] = useState<{ index: number; value: number } | null>(null);
  const uploaded = useRef(new Map<File, number>());
  const setFile = useCallback((index: number, file: File | null) => setFiles((current) => current.map((item, position) => (position === index ? file : item))), []);
  const uploadAll = useCallback(async () => {
    const ids: number[] = [];
    for (const [index, file] of files.entries()) {
      if (!file) break; // positional: the documents after a missing optional one are not sent
      const known = uploaded.current.get(file);
      if (known) {
        ids.push(known);
        continue;
      }
      setProgress({ index, value: 0 });
      try {
        const id = await uploadAttachment(file, (value) => setProgress({ index, value }));
        uploaded.current.set(file, id);
        ids.push(id);
      } finally {
        setProgress(null);
      }
    }
    return ids;
  }, [files]);
  return { files, setFile, progress, uploadAll };
}

function ServiceFieldInput({ field, control, limits }: { field: ServiceField; control: ReturnType<typeof useForm<Values>>['control']; limits: ServiceLimits }) {
  const hint = fieldHint(field, limits);
  if (field.kind === 'choice') {
    return <FormRadioSelect control={control} name={field.name} legend={field.label} hint={hint} options={field.options ?? []} />;
  }
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: bound, fieldState }) => {
        const error = fieldState.error?.message;
        if (field.kind === 'select') {
          return <Select label={field.label} hint={hint} options={field.options ?? []} value={bound.value || null} onChange={(value) => bound.onChange(value ?? '')} error={error} placeholder="Escolha" />;
        }
        if (field.kind === 'textarea') {
          return <TextArea ref={bound.ref} name={bound.name} label={field.label} hint={hint} maxLength={field.maxLength} value={bound.value ?? ''} onChange={bound.onChange} onBlur={bound.onBlur} error={error} />;
        }
        return (
          <TextField
            ref={bound.ref}
            name={bound.name}
            label={field.label}
            hint={hint}
            inputMode={INPUT_MODES[field.kind]}
            placeholder={PLACEHOLDERS[field.kind]}
            maxLength={field.maxLength ?? (field.kind === 'cnpj' ? 18 : field.kind === 'cnpb' ? 12 : 20)}
            autoComplete="off"
            value={bound.value ?? ''}
            // A CNPJ takes its dots, slash and dash as it is typed (00.000.000/0000-00).
            onChange={field.kind === 'cnpj' ? (event) => bound.onChange(formatCnpj(event.target.value)) : bound.onChange}
            onBlur={bound.onBlur}
            error={error}
            className="sm:max-w-md"
          />
        );
      }}
    />
  );
}

/**
 * The deadlines the request will carry if sent now (the request detail's timeline), for the confirmation. The rules'
 * code (the holiday calendar) is fetched when the confirmation opens.
 */
function useDeadlinesOf(definition: RequestServiceDefinition, review: Values | null) {
  const [deadlines, setDeadlines] = useState<RequestDeadline[]>([]);
  useEffect(() => {
    if (!review) return;
    let isCurrent = true;
    import('@/domain/requests-deadlines')
      .then((module) => {
        if (isCurrent) setDeadlines(module.requestDeadlines(definition, review, new Date()));
      })
      .catch(() => undefined); // offline: the confirmation goes without them, the request detail shows them
    return () => {
      isCurrent = false;
      setDeadlines([]);
    };
  }, [definition, review]);
  return deadlines;
}

export interface RequestFormProps {
  definition: RequestServiceDefinition;
  target: ServiceTarget;
  rules: ServiceRules;
  defaultValues?: Values;
  /** What the confirmation adds about the values asked for (ServiceRequestForm's `confirmation`). */
  confirmation?: (values: Values) => ReactNode;
}

/**
 * The fields of a service's definition, checked by the same schema as the server, its documents, a confirmation,
 * then criarSolicitacao and the protocol. Its own chunk (react-hook-form, the drop zones, the uploads): fetched while
 * the page asks for the rules, so the participant's figures are drawn without waiting for it.
 */
export function RequestForm({ definition, target, rules, defaultValues, confirmation }: RequestFormProps) {
  const router = useRouter();
  const limits = rules.limites;
  // The same schema the server checks criarSolicitacao's dados with, built for this plan's limits.
  const resolver = useMemo<Resolver<Values>>(
    () => lazyYupResolver<Values>(() => import('@/domain/requests-service-schema').then((module) => module.serviceDataSchema(definition, limits) as never)),
    [definition, limits],
  );
  const initial = useMemo(() => Object.fromEntries(definition.fields.map((field) => [field.name, defaultValues?.[field.name] ?? ''])), [definition, defaultValues]);
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<Values>({ resolver, defaultValues: initial });
  const values = useWatch({ control }) as Values;
  const documents = useDocumentUploads(definition.documentos.length);
  const [documentErrors, setDocumentErrors] = useState<Record<number, string>>({});
  const [review, setReview] = useState<Values | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const shownFields = definition.fields.filter((field) => isFieldShown(field, values));
  const deadlines = useDeadlinesOf(definition, review);

  /** The required documents not chosen yet, shown with the fields' errors. */
  const checkDocuments = () => {
    const missing = Object.fromEntries(
      definition.documentos.flatMap((document, index) => (document.obrigatorio && !documents.files[index] ? [[index, `Envie o documento: ${document.nome}.`]] : [])),
    );
    setDocumentErrors(missing);
    return Object.keys(missing).length === 0;
  };

  const onReview = (checked: Values) => {
    if (!checkDocuments()) return;
    setAcknowledged(false);
    setReview(checked);
  };

  const onSend = async () => {
    if (!review) return;
    setIsSending(true);
    clearErrors();
    try {
      const idAnexos = await documents.uploadAll();
      const created = await criarSolicitacao({ idPessoa: target.idPessoa, idVinculoPlano: target.idVinculoPlano, idFuncionalidade: definition.id, dados: review, ...(idAnexos.length ? { idAnexos } : {}) });
      toast.success('Solicitação enviada.');
      await router.push({ pathname: '/success', query: { protocolo: created.protocolo, servico: definition.titulo } });
    } catch (error) {
      setIsSending(false);
      setReview(null);
      if (!(error instanceof ApiError)) return setError('root.server', { message: TRANSPORT_MESSAGES.unexpected });
      const unplaced: string[] = [];
      for (const item of error.errors) {
        const name = item.path.replace(/^\/?dados\//, '');
        if (definition.fields.some((field) => field.name === name)) setError(name, { type: 'server', message: item.message });
        else if (item.path.startsWith('idAnexos')) setDocumentErrors({ [Number(item.path.split('/')[1] ?? 0)]: item.message });
        else unplaced.push(item.message);
      }
      if (unplaced.length || !error.errors.length) setError('root.server', { message: unplaced.length ? unplaced.join(' ') : error.message });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onReview, checkDocuments)} className="space-y-6">
      {formState.errors.root?.server ? <Alert>{formState.errors.root.server.message}</Alert> : null}
      <fieldset disabled={review !== null || isSending} className="space-y-5">
        <legend className="sr-only">{definition.titulo}</legend>
        {shownFields.map((field) => (
          <ServiceFieldInput key={field.name} field={field} control={control} limits={limits} />
        ))}
        {definition.documentos.map((document, index) => (
          <div key={document.nome} className="space-y-1">
            <DocumentField
              upload={{ file: documents.files[index], setFile: (file) => documents.setFile(index, file), progress: documents.progress?.index === index ? documents.progress.value : null, upload: async () => null }}
              label={document.obrigatorio ? document.nome : `${document.nome} (opcional)`}
              error={documentErrors[index]}
            />
            {document.descricao ? <p className="text-sm text-gray-600 dark:text-gray-400">{document.descricao}</p> : null}
          </div>
        ))}
      </fieldset>
      {review ? (
        <ConfirmStep onConfirm={onSend} onBack={() => setReview(null)} isSending={isSending} canConfirm={!definition.confirmacao || acknowledged}>
          {shownFields.length || definition.documentos.length ? (
            <dl className="grid gap-x-6 gap-y-2 text-gray-800 sm:grid-cols-[auto_1fr] dark:text-gray-200">
              {shownFields.map((field) => (
                <div key={field.name} className="contents">
                  <dt className="font-semibold">{field.label}</dt>
                  <dd>{readable(field, review[field.name] ?? '')}</dd>
                </div>
              ))}
              {definition.documentos.map((document, index) =>
                documents.files[index] ? (
                  <div key={document.nome} className="contents">
                    <dt className="font-semibold">{document.nome}</dt>
                    <dd className="break-all">{documents.files[index]?.name}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          ) : (
            <p className="text-gray-700 dark:text-gray-300">Você pede: {definition.titulo}.</p>
          )}
          {confirmation?.(review)}
          <p className="text-gray-700 dark:text-gray-300">O fundo analisa o pedido e você acompanha cada passo em Acompanhar solicitações.</p>
          {deadlines.length ? (
            <div className="text-gray-800 dark:text-gray-200" data-testid="confirmacao-prazos">
              <p className="font-semibold">Prazos deste pedido</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {deadlines.map((deadline) => (
                  <li key={deadline.descricao}>
                    <span className="font-semibold tabular-nums">{formatDateBr(deadline.data)}</span>: {deadline.descricao}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {definition.confirmacao ? <Checkbox label={definition.confirmacao} checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} /> : null}
        </ConfirmStep>
      ) : (
        <Button type="submit">Revisar pedido</Button>
      )}
    </form>
  );
}
