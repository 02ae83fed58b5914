import { useCallback, useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { DEATH_REPORT_STATUS_LABELS } from '@/domain/death-report';
import { formatDateBr, formatDateTimeBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarComunicacoesFalecimento, type ComunicacaoResumo } from '@/services/death-report';
import { DeathReportDetail } from './DeathReportDetail';

/** The request centre's list of death notices: every one, participant or not, waiting ones first. */
export function DeathReportsPanel() {
  const [version, setVersion] = useState(0);
  const fetchReports = useCallback(() => retornarComunicacoesFalecimento(), [version]); // eslint-disable-line react-hooks/exhaustive-deps -- version refetches after a decision
  const query = useApiQuery(fetchReports);
  const [opened, setOpened] = useState<ComunicacaoResumo | null>(null);

  return (
    <section aria-labelledby="comunicacoes-falecimento" className="mt-10">
      <h2 id="comunicacoes-falecimento" className="mb-1 text-2xl font-semibold text-gray-900 dark:text-white">
        Comunicações de falecimento
      </h2>
      <p className="mb-4 text-gray-700 dark:text-gray-300">Enviadas pela página pública. Confira a certidão e confirme ou descarte cada uma.</p>
      <QueryState query={query} label="Carregando as comunicações" isEmpty={(items) => items.length === 0} empty={<p className="text-gray-700 dark:text-gray-300">Nenhuma comunicação de falecimento recebida.</p>}>
        {(items) => (
          <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-gray-900 dark:text-white">
                    {item.nomeFalecido ?? `CPF ${item.cpfFalecido}`} <span className="font-normal text-gray-700 dark:text-gray-300">· falecimento em {formatDateBr(item.dataObito)}</span>
                  </p>
                  <p className="text-sm text-gray-700 dark:text-gray-300">
                    Protocolo {item.protocolo} · comunicado por {item.nomeComunicante} · {item.parentesco} · em {formatDateTimeBr(item.criadoEm)}
                    {item.ehParticipante ? '' : ' · CPF não encontrado entre os participantes'}
                  </p>
                  <p className="text-sm font-semibold text-gray-800 dark:text-gray-200">{DEATH_REPORT_STATUS_LABELS[item.situacao]}</p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setOpened(item)} aria-label={`Abrir a comunicação ${item.protocolo}`}>
                  Abrir
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Modal isOpen={opened !== null} onClose={() => setOpened(null)} title={opened ? `Comunicação ${opened.protocolo}` : 'Comunicação'} size="lg">
        {opened ? <DeathReportDetail id={opened.id} onDecided={() => setVersion((current) => current + 1)} /> : null}
      </Modal>
    </section>
  );
}
