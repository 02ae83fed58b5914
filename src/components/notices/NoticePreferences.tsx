import { useCallback, useId, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { CHOSEN_CHANNELS, NOTICE_CHANNEL_LABELS, type ChosenChannel } from '@/domain/notices';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarPreferenciasAviso, confirmarCelular, enviarCodigoCelular, retornarPreferenciasAviso, type PreferenciasAviso } from '@/services/notices';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
const fieldErrorOf = (error: unknown, path: string) => (error instanceof ApiError ? error.errors.find((item) => item.path === path)?.message : undefined);

/** The mobile number SMS and WhatsApp go to: typed, a code sent to it, the code typed back. */
function MobileSection({ idPessoa, data, onChange }: { idPessoa: number; data: PreferenciasAviso; onChange: (next: PreferenciasAviso) => void }) {
  const [celular, setCelular] = useState(data.celular?.formatado ?? '');
  const [codigo, setCodigo] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ celular?: string; codigo?: string }>({});

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await enviarCodigoCelular(idPessoa, celular);
      onChange(answer);
      setSentTo(answer.celular?.formatado ?? celular);
      toast.success(answer.message);
    } catch (error) {
      const field = fieldErrorOf(error, 'celular');
      if (field) setErrors({ celular: field });
      else toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await confirmarCelular(idPessoa, codigo.trim());
      onChange(answer);
      setSentTo(null);
      setCodigo('');
      toast.success(answer.message);
    } catch (error) {
      const field = fieldErrorOf(error, 'codigo');
      if (field) setErrors({ codigo: field });
      else toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="titulo-celular" className={SECTION_CLASSES}>
      <h2 id="titulo-celular" className="mb-2 text-xl font-semibold text-gray-900 dark:text-white">
        Celular para SMS e WhatsApp
      </h2>
      {data.celular?.verificado ? (
        <p className="mb-4 flex items-center gap-2 text-gray-800 dark:text-gray-200">
          <CheckCircle2 aria-hidden="true" className="size-5 text-green-700 dark:text-green-400" />
          {data.celular.formatado}, confirmado.
        </p>
      ) : (
        <p className="mb-4 max-w-prose text-gray-700 dark:text-gray-300">Os avisos por SMS e WhatsApp só vão para um celular confirmado: enviamos um código para ele e você o digita aqui.</p>
      )}
      {!data.confirmacaoCelularDisponivel ? (
        <p className="text-gray-700 dark:text-gray-300">O fundo ainda não envia SMS nem WhatsApp.</p>
      ) : sentTo ? (
        <form onSubmit={confirm} noValidate className="flex max-w-md flex-col gap-3">
          <TextField
            label={`Código enviado para ${sentTo}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={codigo}
            onChange={(event) => setCodigo(event.target.value.replace(/\D/g, ''))}
            error={errors.codigo}
            hint="Seis dígitos. O código vale por 10 minutos."
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" isLoading={busy} disabled={codigo.length !== 6}>
              Confirmar celular
            </Button>
            <Button variant="secondary" onClick={() => setSentTo(null)} disabled={busy}>
              Trocar o número
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={sendCode} noValidate className="flex max-w-md flex-col gap-3">
          <TextField
            label={data.celular?.verificado ? 'Trocar o celular' : 'Celular'}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            maxLength={20}
            value={celular}
            onChange={(event) => setCelular(event.target.value)}
            error={errors.celular}
          />
          <div>
            <Button type="submit" isLoading={busy} disabled={celular.trim() === ''}>
              Enviar código
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Per kind of notice, the channels it comes by: the in-app notification always, e-mail, SMS and WhatsApp as chosen. */
function ChannelsSection({ idPessoa, data, onChange }: { idPessoa: number; data: PreferenciasAviso; onChange: (next: PreferenciasAviso) => void }) {
  const id = useId();
  const [choices, setChoices] = useState<Record<string, ChosenChannel[]>>(() => Object.fromEntries(data.tipos.map((tipo) => [tipo.tipo, tipo.canais])));
  const [busy, setBusy] = useState(false);
  const available = new Map(data.canais.map((canal) => [canal.canal, canal]));
  const changed = data.tipos.some((tipo) => CHOSEN_CHANNELS.some((canal) => tipo.canais.includes(canal) !== (choices[tipo.tipo] ?? []).includes(canal)));

  const toggle = (tipo: string, canal: ChosenChannel, on: boolean) =>
    setChoices((current) => ({ ...current, [tipo]: on ? [...(current[tipo] ?? []), canal] : (current[tipo] ?? []).filter((item) => item !== canal) }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await atualizarPreferenciasAviso(
        idPessoa,
        data.tipos.map((tipo) => ({ tipo: tipo.tipo, canais: CHOSEN_CHANNELS.filter((canal) => choices[tipo.tipo]?.includes(canal)) })),
      );
      onChange(answer);
      toast.success(answer.message);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const unavailable = data.canais.filter((canal) => !canal.disponivel);
  return (
    <section aria-labelledby="titulo-canais" className={SECTION_CLASSES}>
      <h2 id="titulo-canais" className="mb-2 text-xl font-semibold text-gray-900 dark:text-white">
        O que você recebe e por onde
      </h2>
      <p className="mb-2 max-w-prose text-gray-700 dark:text-gray-300">Todo aviso aparece também aqui no portal, no sino de notificações. Escolha por onde mais quer recebê-lo.</p>
      {unavailable.length ? (
        <ul className="mb-4 space-y-1 text-sm text-gray-700 dark:text-gray-300">
          {unavailable.map((canal) => (
            <li key={canal.canal} id={`${id}-motivo-${canal.canal}`}>
              <span className="font-semibold">{canal.nome}:</span> {canal.motivo}
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={save} noValidate>
        <div className="divide-y divide-gray-200 dark:divide-gray-800">
          {data.tipos.map((tipo) => (
            <fieldset key={tipo.tipo} className="py-4 first:pt-0">
              <legend className="font-semibold text-gray-900 dark:text-white">{tipo.nome}</legend>
              <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">{tipo.descricao}</p>
              <div className="flex flex-wrap gap-x-6">
                {CHOSEN_CHANNELS.map((canal) => {
                  const checked = choices[tipo.tipo]?.includes(canal) ?? false;
                  const locked = tipo.obrigatorio && canal === 'email';
                  const off = !available.get(canal)?.disponivel && !tipo.canais.includes(canal);
                  return (
                    <Checkbox
                      key={canal}
                      checked={checked}
                      disabled={locked || off || busy}
                      aria-describedby={off ? `${id}-motivo-${canal}` : undefined}
                      onChange={(event) => toggle(tipo.tipo, canal, event.target.checked)}
                      label={locked ? `${NOTICE_CHANNEL_LABELS[canal]} (sempre)` : NOTICE_CHANNEL_LABELS[canal]}
                    />
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
        <Button type="submit" className="mt-2" isLoading={busy} disabled={!changed}>
          Salvar preferências
        </Button>
      </form>
    </section>
  );
}

/** /perfil/avisos: the person's mobile number and, per kind of notice, its channels. */
export function NoticePreferences({ idPessoa }: { idPessoa: number }) {
  const fetchPreferences = useCallback(() => retornarPreferenciasAviso(idPessoa), [idPessoa]);
  const query = useApiQuery(fetchPreferences);
  const [saved, setSaved] = useState<PreferenciasAviso | null>(null);
  // Each answer of the server is the whole state: the channels' availability follows the mobile's confirmation.
  const [version, setVersion] = useState(0);
  const data = saved ?? query.data;
  const onChange = (next: PreferenciasAviso) => {
    setSaved(next);
    setVersion((current) => current + 1);
  };

  if (query.isLoading && !data) return <DashboardSkeleton label="Carregando seus avisos" />;
  if (query.error || !data) return <DashboardError title="Não foi possível carregar seus avisos." message={query.error?.message ?? ''} onRetry={query.retry} />;
  return (
    <div className="space-y-8">
      <MobileSection idPessoa={idPessoa} data={data} onChange={onChange} />
      <ChannelsSection key={version} idPessoa={idPessoa} data={data} onChange={onChange} />
    </div>
  );
}
