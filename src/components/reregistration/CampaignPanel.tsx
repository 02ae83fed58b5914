import { useState } from 'react';
import { Send } from 'lucide-react';
import { formatCpf } from '@/domain/cpf';
import { formatDateBr, formatDateTimeBr } from '@/domain/format-date';
import { CAMPAIGN_STATUS_LABEL, PROOF_LABEL } from '@/domain/reregistration';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ApiError } from '@/services/api';
import { enviarLembretesRecadastramento, type PainelRecadastramento } from '@/services/reregistration';

const CELL = 'px-3 py-2 text-left align-top';

/** One campaign's dashboard: the counts, who is pending (with their reminders), who answered, and the reminder button. */
export function CampaignPanel({ panel, onChanged }: { panel: PainelRecadastramento; onChanged: () => void }) {
  const [result, setResult] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [isSending, setIsSending] = useState(false);
  const { campanha } = panel;

  async function remind() {
    setIsSending(true);
    setResult(null);
    try {
      const answer = await enviarLembretesRecadastramento(campanha.id);
      setResult({ tone: answer.enviados > 0 ? 'success' : 'info', text: answer.message });
      onChanged();
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof ApiError ? error.message : 'Não foi possível enviar os lembretes.' });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <div className="space-y-6">
      <p className="text-gray-700 dark:text-gray-300">
        {CAMPAIGN_STATUS_LABEL[campanha.situacao]} · de {formatDateBr(campanha.inicio)} a {formatDateBr(campanha.fim)} · {campanha.planos.map((plan) => plan.nome).join(', ')}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Andamento da campanha">
        {[
          ['Total', String(panel.total)],
          ['Concluídos', String(panel.concluidos)],
          ['Pendentes', String(panel.pendentes)],
          ['Concluído', `${panel.percentualConcluido.replace('.', ',')}%`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-gray-50 p-3 ring-1 ring-gray-900/5 dark:bg-gray-800 dark:ring-white/10">
            <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
            <dd className="text-2xl font-semibold" data-testid={`contagem-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-wrap items-center gap-3">
        <Button icon={<Send aria-hidden className="size-4" />} onClick={() => void remind()} isLoading={isSending} disabled={campanha.situacao !== 'aberta' || panel.pendentes === 0}>
          Enviar lembretes
        </Button>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {panel.lembretesDisponiveis} {panel.lembretesDisponiveis === 1 ? 'pessoa pode' : 'pessoas podem'} receber lembrete agora (no máximo um por pessoa a cada 24 horas).
        </p>
      </div>
      <div aria-live="polite">{result ? <Alert tone={result.tone}>{result.text}</Alert> : null}</div>

      <section aria-labelledby="titulo-pendentes">
        <h3 id="titulo-pendentes" className="mb-2 text-lg font-semibold">
          Pendentes ({panel.pendentes})
        </h3>
        {panel.pessoasPendentes.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">Todos responderam.</p>
        ) : (
          <div role="region" aria-labelledby="titulo-pendentes" tabIndex={0} className="relative overflow-x-auto">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Pessoas que ainda não responderam</caption>
              <thead>
                <tr className="border-b border-gray-200 dark:border-gray-700">
                  <th scope="col" className={CELL}>Nome</th>
                  <th scope="col" className={CELL}>CPF</th>
                  <th scope="col" className={CELL}>E-mail</th>
                  <th scope="col" className={CELL}>Último lembrete</th>
                </tr>
              </thead>
              <tbody>
                {panel.pessoasPendentes.map((row) => (
                  <tr key={row.idPessoa} className="border-b border-gray-100 dark:border-gray-800">
                    <th scope="row" className={`${CELL} font-medium`}>{row.nome}</th>
                    <td className={CELL}>{formatCpf(row.cpf)}</td>
                    <td className={`${CELL} break-all`}>{row.email ?? 'Sem e-mail'}</td>
                    <td className={CELL}>{row.ultimoLembreteEm ? `${formatDateTimeBr(row.ultimoLembreteEm)} (${row.lembretesEnviados})` : 'Nenhum'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="titulo-respostas">
        <h3 id="titulo-respostas" className="mb-2 text-lg font-semibold">
          Respostas ({panel.concluidos})
        </h3>
        {panel.respostas.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">Ninguém respondeu ainda.</p>
        ) : (
          <div role="region" aria-labelledby="titulo-respostas" tabIndex={0} className="relative overflow-x-auto">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Pessoas que já responderam</caption>
              <thead>
                <tr className="border-b border-gray-200 dark:border-gray-700">
                  <th scope="col" className={CELL}>Nome</th>
                  <th scope="col" className={CELL}>Respondido em</th>
                  <th scope="col" className={CELL}>Por</th>
                  <th scope="col" className={CELL}>Dados</th>
                  <th scope="col" className={CELL}>Comprovante</th>
                </tr>
              </thead>
              <tbody>
                {panel.respostas.map((row) => (
                  <tr key={row.idPessoa} className="border-b border-gray-100 dark:border-gray-800">
                    <th scope="row" className={`${CELL} font-medium`}>{row.nome}</th>
                    <td className={CELL}>{formatDateTimeBr(row.respondidoEm)}</td>
                    <td className={CELL}>{row.canal === 'link' ? 'Link do e-mail' : 'Portal'}</td>
                    <td className={CELL}>{row.houveAlteracao ? 'Atualizados' : 'Confirmados'}</td>
                    <td className={CELL}>
                      {row.tipoComprovante ? PROOF_LABEL[row.tipoComprovante] : '—'}
                      {row.idAnexoComprovante ? (
                        <>
                          {' · '}
                          <a className="inline-flex min-h-11 min-w-11 items-center font-semibold text-primary-strong underline underline-offset-4" href={`/api/retornarAnexo/${row.idAnexoComprovante}`}>
                            Baixar<span className="sr-only"> comprovante de {row.nome}</span>
                          </a>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
