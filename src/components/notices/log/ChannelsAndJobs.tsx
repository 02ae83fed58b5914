import { Fragment, useCallback, useId } from 'react';
import { Button } from '@/components/ui/Button';
import { QueryState } from '@/components/ui/QueryState';
import type { NoticeChannel } from '@/domain/notices';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarCanaisAviso, type CanalAviso, type TarefaRecorrente } from '@/services/notices-log';
import { formatDateTime, formatTimeOfDay } from '@/domain/notifications';
import { SECTION_CLASSES } from './DeliveryLog';

/** What the server needs for a channel to go (the names of its settings); the in-app notification always goes. */
const SETTINGS_OF: Record<Exclude<NoticeChannel, 'app'>, string[]> = {
  email: ['SMTP_URL'],
  sms: ['SMS_PROVIDER_URL'],
  whatsapp: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TOKEN'],
};

const DT_CLASSES = 'text-gray-700 dark:text-gray-300';

function ChannelState({ canal }: { canal: CanalAviso }) {
  if (canal.canal === 'app') return <p className="font-semibold text-green-800 dark:text-green-300">Sempre ligado</p>;
  if (canal.configurado) return <p className="font-semibold text-green-800 dark:text-green-300">Configurado</p>;
  const settings = SETTINGS_OF[canal.canal];
  return (
    <p className="font-semibold text-amber-900 dark:text-amber-200">
      Desligado: configure{' '}
      {settings.map((name, index) => (
        <Fragment key={name}>
          {index > 0 ? ' e ' : null}
          <code className="font-mono text-sm break-words">{name}</code>
        </Fragment>
      ))}
    </p>
  );
}

function ChannelCard({ canal }: { canal: CanalAviso }) {
  return (
    <li className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <h3 className="font-semibold">{canal.nome}</h3>
      <ChannelState canal={canal} />
      {canal.canal === 'app' ? (
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">Cada aviso chega na hora à Central de Notificações.</p>
      ) : (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className={DT_CLASSES}>Último envio</dt>
          <dd className="tabular-nums">{canal.ultimoSucessoEm ? formatDateTime(canal.ultimoSucessoEm) : 'Nenhum ainda'}</dd>
          <dt className={DT_CLASSES}>Falhas na última hora</dt>
          <dd className={`tabular-nums ${canal.falhasUltimaHora > 0 ? 'font-semibold text-red-800 dark:text-red-300' : ''}`}>{canal.falhasUltimaHora.toLocaleString('pt-BR')}</dd>
        </dl>
      )}
    </li>
  );
}

function LastRun({ tarefa }: { tarefa: TarefaRecorrente }) {
  const last = tarefa.ultimaExecucao;
  if (!last) return <>Ainda não executada</>;
  return (
    <>
      <span className="tabular-nums">{formatDateTime(last.ocorrencia)}</span>
      {last.erro ? (
        <span className="mt-1 block break-words text-red-800 dark:text-red-300">Falhou: {last.erro}</span>
      ) : last.concluidoEm ? (
        <span className="text-gray-700 dark:text-gray-300">, concluída às {formatTimeOfDay(last.concluidoEm)}</span>
      ) : (
        <span className="text-gray-700 dark:text-gray-300"> (em andamento)</span>
      )}
    </>
  );
}

function JobCard({ tarefa }: { tarefa: TarefaRecorrente }) {
  return (
    <li className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <h3 className="font-semibold break-words">{tarefa.descricao}</h3>
      <p className="mt-0.5 font-mono text-xs break-all text-gray-700 dark:text-gray-300">{tarefa.nome}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className={DT_CLASSES}>Última execução</dt>
        <dd className="min-w-0">
          <LastRun tarefa={tarefa} />
        </dd>
        <dt className={DT_CLASSES}>Próxima execução</dt>
        <dd className="tabular-nums">{formatDateTime(tarefa.proximaExecucao)}</dd>
      </dl>
    </li>
  );
}

/** Each channel (on or off, its last delivery, its failures in the last hour) and each recurring job (last and next run). */
export function ChannelsAndJobs() {
  const id = useId();
  const fetchState = useCallback(() => retornarCanaisAviso(), []);
  const query = useApiQuery(fetchState);

  return (
    <QueryState query={query} label="Carregando os canais e as tarefas" errorTitle="Não foi possível carregar os canais e as tarefas.">
      {(data) => (
        <div className="space-y-6">
          <section aria-labelledby={`${id}-canais`} className={SECTION_CLASSES}>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id={`${id}-canais`} className="text-lg font-semibold">
                Canais
              </h2>
              <Button variant="secondary" size="sm" onClick={query.retry} aria-label="Atualizar os canais e as tarefas">
                Atualizar
              </Button>
            </div>
            <ul aria-label="Canais dos avisos" className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
              {data.canais.map((canal) => (
                <ChannelCard key={canal.canal} canal={canal} />
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${id}-tarefas`} className={SECTION_CLASSES}>
            <h2 id={`${id}-tarefas`} className="mb-1 text-lg font-semibold">
              Tarefas recorrentes
            </h2>
            <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">O que o portal faz sozinho, no horário de Brasília.</p>
            {data.tarefas.length === 0 ? (
              <p className="text-gray-700 dark:text-gray-300">Nenhuma tarefa recorrente.</p>
            ) : (
              <ul aria-label="Tarefas recorrentes" className="grid gap-3 lg:grid-cols-2">
                {data.tarefas.map((tarefa) => (
                  <JobCard key={tarefa.nome} tarefa={tarefa} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}
