import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { RadioSelect } from '@/components/ui/RadioSelect';
import { TextArea } from '@/components/ui/TextArea';
import { toast } from '@/components/ui/toast';
import { DEATH_DESTINATION_LABELS, DEATH_REPORT_STATUS_LABELS, type DeathDestination } from '@/domain/death-report';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { confirmarFalecimento, descartarComunicacaoFalecimento, type ComunicacaoFalecimento } from '@/services/death-report';

const DESTINATION_OPTIONS = (Object.entries(DEATH_DESTINATION_LABELS) as Array<[DeathDestination, string]>).map(([value, label]) => ({ value, label }));
const messageOf = (error: unknown) => (error instanceof ApiError ? (error.errors[0]?.message ?? error.message) : TRANSPORT_MESSAGES.unexpected);

/** Confirm (choosing, per link, the pension or the balance) or dismiss with a reason; a decided notice only says so. */
export function DeathReportDecision({ report, onDecided }: { report: ComunicacaoFalecimento; onDecided: (answer: ComunicacaoFalecimento) => void }) {
  const [destinations, setDestinations] = useState<Record<number, DeathDestination>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'confirmar' | 'descartar' | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (report.situacao !== 'recebida') return <Alert tone="info">{DEATH_REPORT_STATUS_LABELS[report.situacao]}.</Alert>;
  const links = report.falecido?.vinculos ?? [];
  const isComplete = links.length > 0 && links.every((link) => destinations[link.id]);

  async function decide(action: 'confirmar' | 'descartar') {
    setBusy(action);
    setError(null);
    try {
      const answer =
        action === 'confirmar'
          ? await confirmarFalecimento(report.id, links.map((link) => ({ idVinculoPlano: link.id, destino: destinations[link.id] })))
          : await descartarComunicacaoFalecimento(report.id, reason);
      toast.success(action === 'confirmar' ? 'Falecimento confirmado.' : 'Comunicação descartada.');
      onDecided(answer);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-5 border-t border-gray-200 pt-5 dark:border-gray-700">
      {error ? <Alert>{error}</Alert> : null}
      {links.map((link) => (
        <RadioSelect
          key={link.id}
          name={`destino-${link.id}`}
          legend={`O que abrir em ${link.plano.nome} (matrícula ${link.matricula})`}
          options={DESTINATION_OPTIONS}
          value={destinations[link.id] ?? null}
          onChange={(value) => setDestinations((current) => ({ ...current, [link.id]: value as DeathDestination }))}
          disabled={busy !== null}
        />
      ))}
      {links.length > 0 ? (
        <Button onClick={() => void decide('confirmar')} isLoading={busy === 'confirmar'} disabled={!isComplete || busy !== null}>
          Confirmar falecimento
        </Button>
      ) : null}
      <TextArea label="Motivo do descarte" hint="Por exemplo: comunicação em duplicidade ou certidão ilegível." rows={2} value={reason} onChange={(event) => setReason(event.target.value)} disabled={busy !== null} />
      <Button variant="secondary" onClick={() => void decide('descartar')} isLoading={busy === 'descartar'} disabled={busy !== null}>
        Descartar comunicação
      </Button>
    </div>
  );
}
