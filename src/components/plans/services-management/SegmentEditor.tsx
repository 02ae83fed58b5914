import { useState } from 'react';
import { describeChange, groupCatalogue, matrixChange, servesPlanKind, type CatalogueService } from '@/domain/plans-services-matrix';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarPlanoFuncionalidades } from '@/services/plans-services-management';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { toast } from '@/components/ui/toast';

interface SegmentEditorProps {
  segment: { idPlano: number; idCategoria: number; idSituacao: number };
  /** 'HPE · Contribuinte · Ativo' */
  segmentName: string;
  planKind: '1' | '2';
  catalogue: CatalogueService[];
  enabled: number[];
  onSaved: (ids: number[]) => void;
}

const KIND_NOTE = {
  '1': 'Só em planos sem empréstimos: fica guardado, mas não aparece neste plano.',
  '2': 'Só em planos com empréstimos: fica guardado, mas não aparece neste plano.',
} as const;

/** One segment's services as toggles, in the catalogue's groups; saving replaces the segment's set and says what changed. */
export function SegmentEditor({ segment, segmentName, planKind, catalogue, enabled, onSaved }: SegmentEditorProps) {
  const [draft, setDraft] = useState(() => new Set(enabled));
  const [isSaving, setIsSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const nameOf = (id: number) => catalogue.find((service) => service.id === id)?.nome ?? `Serviço ${id}`;
  const pending = matrixChange(enabled, [...draft]);
  const isChanged = pending.adicionados.length > 0 || pending.removidos.length > 0;
  const groups = groupCatalogue(catalogue);

  const toggle = (id: number) => {
    setConfirmation(null);
    setDraft((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const onSave = async () => {
    setIsSaving(true);
    setProblem(null);
    try {
      const saved = await atualizarPlanoFuncionalidades(segment.idPlano, segment.idCategoria, segment.idSituacao, [...draft]);
      setDraft(new Set(saved.funcionalidades));
      const message = `Serviços de ${segmentName} salvos. ${describeChange(saved, nameOf)}`;
      setConfirmation(message);
      toast.success('Serviços habilitados salvos.');
      onSaved(saved.funcionalidades);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section aria-labelledby="titulo-segmento" className="space-y-5">
      <div>
        <h2 id="titulo-segmento" className="text-lg font-semibold text-gray-900 dark:text-white">
          {segmentName}
        </h2>
        <p className="text-sm text-gray-700 dark:text-gray-300">{`${[...draft].filter((id) => catalogue.some((service) => service.id === id && servesPlanKind(service, planKind))).length} de ${catalogue.filter((service) => servesPlanKind(service, planKind)).length} serviços aparecem para este segmento.`}</p>
      </div>

      {groups.map((group) => (
        <fieldset key={group.titulo} className="rounded-xl p-4 ring-1 ring-gray-900/10 dark:ring-white/10">
          <legend className="px-1 text-base font-semibold text-gray-900 dark:text-white">{group.titulo}</legend>
          <div className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.servicos.map((service) => (
              <Checkbox
                key={service.id}
                label={service.nome}
                description={servesPlanKind(service, planKind) ? undefined : KIND_NOTE[service.tipoPlano ?? '1']}
                checked={draft.has(service.id)}
                disabled={isSaving}
                onChange={() => toggle(service.id)}
              />
            ))}
          </div>
        </fieldset>
      ))}

      {problem ? <Alert>{problem}</Alert> : null}
      {confirmation ? <Alert tone="success">{confirmation}</Alert> : null}
      {isChanged ? (
        <p className="text-sm text-gray-800 dark:text-gray-200" aria-live="polite">
          {`Alterações não salvas. ${describeChange(pending, nameOf)}`}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onSave} isLoading={isSaving} disabled={!isChanged}>
          Salvar serviços
        </Button>
        <Button variant="secondary" onClick={() => setDraft(new Set(enabled))} disabled={!isChanged || isSaving}>
          Desfazer alterações
        </Button>
      </div>
    </section>
  );
}
