import { useCallback, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarMatrizFuncionalidades, type MatrizFuncionalidades, type Segmento } from '@/services/plans-services-management';
import { QueryState } from '@/components/ui/QueryState';
import { Select } from '@/components/ui/Select';
import { SegmentEditor } from './SegmentEditor';

const keyOf = (segment: Pick<Segmento, 'idPlano' | 'idCategoria' | 'idSituacao'>) => `${segment.idPlano}/${segment.idCategoria}/${segment.idSituacao}`;

/** settings/services-management: choose a plan, a category and a situation, then the services that segment gets. */
export function ServicesMatrix() {
  const fetchMatrix = useCallback(() => retornarMatrizFuncionalidades(), []);
  const query = useApiQuery(fetchMatrix);
  const [choice, setChoice] = useState<{ idPlano: string | null; idCategoria: string | null; idSituacao: string | null }>({ idPlano: null, idCategoria: null, idSituacao: null });
  // What was saved here since loading: shown without fetching the whole matrix again.
  const [saved, setSaved] = useState<Record<string, number[]>>({});

  return (
    <QueryState
      query={query}
      label="Carregando os serviços habilitados"
      errorTitle="Não foi possível carregar os serviços habilitados."
      isEmpty={(matrix) => matrix.planos.length === 0 || matrix.categorias.length === 0 || matrix.situacoes.length === 0}
      empty={<p className="text-gray-700 dark:text-gray-300">Nenhum plano, categoria ou situação cadastrado.</p>}
    >
      {(matrix: MatrizFuncionalidades) => {
        const plan = matrix.planos.find((item) => String(item.id) === choice.idPlano) ?? matrix.planos[0];
        const category = matrix.categorias.find((item) => String(item.id) === choice.idCategoria) ?? matrix.categorias[0];
        const situation = matrix.situacoes.find((item) => String(item.id) === choice.idSituacao) ?? matrix.situacoes[0];
        const segment = { idPlano: plan.id, idCategoria: category.id, idSituacao: situation.id };
        const key = keyOf(segment);
        const enabled = saved[key] ?? matrix.segmentos.find((item) => keyOf(item) === key)?.funcionalidades ?? [];

        return (
          <div className="space-y-6">
            <fieldset className="grid gap-4 sm:grid-cols-3">
              <legend className="mb-2 text-base font-semibold text-gray-900 dark:text-white">Segmento de participantes</legend>
              <Select label="Plano" value={String(plan.id)} onChange={(value) => setChoice((current) => ({ ...current, idPlano: value }))} options={matrix.planos.map((item) => ({ value: String(item.id), label: item.nome }))} />
              <Select label="Categoria" value={String(category.id)} onChange={(value) => setChoice((current) => ({ ...current, idCategoria: value }))} options={matrix.categorias.map((item) => ({ value: String(item.id), label: item.nome }))} />
              <Select label="Situação" value={String(situation.id)} onChange={(value) => setChoice((current) => ({ ...current, idSituacao: value }))} options={matrix.situacoes.map((item) => ({ value: String(item.id), label: item.nome }))} />
            </fieldset>
            <SegmentEditor
              key={key}
              segment={segment}
              segmentName={`${plan.nome} · ${category.nome} · ${situation.nome}`}
              planKind={plan.tipo}
              catalogue={matrix.funcionalidades}
              enabled={enabled}
              onSaved={(ids) => setSaved((current) => ({ ...current, [key]: ids }))}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
