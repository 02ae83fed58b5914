import type { ReactNode } from 'react';
import { formatCpf } from '@/domain/cpf';
import { formatDateBr } from '@/domain/format-date';
import { formatPhone } from '@/domain/invitations';
import { NOTICE_CHANNEL_LABELS, isChosenChannel } from '@/domain/notices';
import { REPRESENTATION_KIND_LABELS, REPRESENTATION_POWER_LABELS, REPRESENTATION_STATUS_LABELS } from '@/domain/representatives';
import { baixarAnexo } from '@/services/attachments';
import type { Representacao } from '@/services/representatives';

const STATUS_CLASSES = {
  pendente: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  aprovada: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  recusada: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  encerrada: 'bg-gray-200 text-gray-900 dark:bg-gray-800 dark:text-gray-100',
} as const;

/** One representation as a card: who, for whom, the kind, powers, validity, document and channels; `actions` below. */
export function RepresentativeCard({ item, showPerson = false, actions }: { item: Representacao; showPerson?: boolean; actions?: ReactNode }) {
  const channels = item.canaisAvisos.filter(isChosenChannel).map((canal) => NOTICE_CHANNEL_LABELS[canal]);
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
          {item.nome} <span className="font-normal text-gray-700 dark:text-gray-300">· {REPRESENTATION_KIND_LABELS[item.tipo]}</span>
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASSES[item.situacao]}`}>{REPRESENTATION_STATUS_LABELS[item.situacao]}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {showPerson ? <Row label="Representa">{item.nomePessoa}</Row> : null}
        <Row label="CPF">{formatCpf(item.cpf)}</Row>
        <Row label="Contato">{[item.email, item.telefone && formatPhone(item.telefone)].filter(Boolean).join(' · ') || '—'}</Row>
        <Row label="Pode">{REPRESENTATION_POWER_LABELS[item.poderes]}</Row>
        <Row label="Vigência">
          {formatDateBr(item.inicioVigencia)} a {formatDateBr(item.fimVigencia)}
        </Row>
        <Row label="Avisos por">{channels.length ? channels.join(', ') : 'Nenhum canal'}</Row>
        <Row label="Documento">
          {item.idAnexoDocumento && item.nomeDocumento ? (
            <button type="button" className="min-h-11 text-left font-semibold text-primary-strong underline underline-offset-4" onClick={() => void baixarAnexo({ id: item.idAnexoDocumento!, nomeOriginal: item.nomeDocumento! })}>
              {item.nomeDocumento}
            </button>
          ) : (
            'Conferido pelo fundo'
          )}
        </Row>
        {item.motivoRecusa ? <Row label="Motivo da recusa">{item.motivoRecusa}</Row> : null}
      </dl>
      {actions ? <div className="mt-4 flex flex-wrap gap-3">{actions}</div> : null}
    </article>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-gray-900 [overflow-wrap:anywhere] dark:text-gray-100">{children}</dd>
    </div>
  );
}
