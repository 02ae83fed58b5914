import { useState } from 'react';
import { CONSENT_CHANNEL_LABELS, consentEventLabel, type ConsentChannel } from '@/domain/privacy';
import { formatDateTime } from '@/domain/notifications';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarConsentimento, type Consentimentos } from '@/services/privacy';
import { Checkbox } from '@/components/ui/Checkbox';
import { toast } from '@/components/ui/toast';
import { ALWAYS_SENT, CHANNEL_IN_SENTENCE, LEGEND } from './consent-texts';

const CHANNEL_HINTS: Record<ConsentChannel, string> = {
  email: 'Novidades e comunicados do fundo. Retirada a autorização, os lembretes de recadastramento também deixam de ir por e-mail (o recadastramento continua no portal).',
  sms: 'Avisos curtos no seu celular.',
  whatsapp: 'Mensagens do fundo pelo WhatsApp.',
};

interface ConsentChoicesProps {
  idPessoa: number;
  data: Consentimentos;
  /** A choice was saved: its answer is the new state of every channel. */
  onSaved: (consents: Consentimentos) => void;
}

/** Each channel's switch (a native checkbox: space toggles it), the date of the current choice, and the history. */
export function ConsentChoices({ idPessoa, data, onSaved }: ConsentChoicesProps) {
  // The choice being saved: the switch shows it at once (a switch that waits for the server looks broken), and goes
  // back to the saved state if the save fails.
  const [saving, setSaving] = useState<{ canal: ConsentChannel; concedido: boolean } | null>(null);

  const onChange = async (canal: ConsentChannel, concedido: boolean) => {
    setSaving({ canal, concedido });
    try {
      onSaved(await atualizarConsentimento(idPessoa, { canal, concedido }));
      toast.success(concedido ? `${CONSENT_CHANNEL_LABELS[canal]}: comunicações autorizadas.` : `${CONSENT_CHANNEL_LABELS[canal]}: autorização retirada.`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-gray-700 dark:text-gray-300">{LEGEND}</legend>
        {data.consentimentos.map((item) => (
          <Checkbox
            key={item.canal}
            role="switch"
            checked={saving?.canal === item.canal ? saving.concedido : item.concedido}
            disabled={saving !== null}
            onChange={(event) => void onChange(item.canal, event.target.checked)}
            label={`Receber comunicações por ${CHANNEL_IN_SENTENCE[item.canal]}`}
            description={
              <>
                {CHANNEL_HINTS[item.canal]}{' '}
                <span className="font-medium text-gray-900 dark:text-gray-100">
                  {item.desde ? `${item.concedido ? 'Autorizado' : 'Não autorizado'} desde ${formatDateTime(item.desde)}` : 'Nenhuma escolha registrada: não autorizado'}
                </span>
              </>
            }
          />
        ))}
      </fieldset>
      <p className="text-sm text-gray-700 dark:text-gray-300">{ALWAYS_SENT}</p>
      <div>
        <h3 id="titulo-historico-consentimentos" className="mb-2 font-semibold text-gray-900 dark:text-white">
          Histórico das autorizações
        </h3>
        {data.historico.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">Nenhuma escolha registrada.</p>
        ) : (
          <div role="region" aria-labelledby="titulo-historico-consentimentos" tabIndex={0} className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-gray-200 dark:border-gray-800">
                  <th scope="col" className="py-2 pr-4 font-semibold">Data</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">Escolha</th>
                  <th scope="col" className="py-2 font-semibold">Por</th>
                </tr>
              </thead>
              <tbody>
                {data.historico.map((event) => (
                  <tr key={event.id} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                    <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(event.em)}</td>
                    <td className="py-2 pr-4">{consentEventLabel(event.canal, event.concedido)}</td>
                    <td className="py-2">{event.por ? (event.por.administrador ? `${event.por.nome} (administrador)` : event.por.nome) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
