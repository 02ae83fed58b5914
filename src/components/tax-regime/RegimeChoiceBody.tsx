import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { LinkButton } from '@/components/ui/LinkButton';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/services/api';
import { enviarOpcaoRegimeTributacao, type OpcaoRegimeEnviada, type Regime, type RegimeTributacao } from '@/services/tax-regime';
import { CARD_CLASSES, REGIME_EXPLAINED, SECONDARY_LINK_CLASSES } from './regime-texts';

const CONFIRMATION_LABEL = 'Estou ciente de que a escolha do regime regressivo é irretratável: depois de confirmada, não poderei voltar ao progressivo (Lei 14.803/2024).';
const CONFIRMATION_MISSING = 'Para escolher o regressivo, marque a caixa confirmando que você está ciente de que a escolha não pode ser desfeita.';

/** The link's regime, what each one means, whether a choice is possible and why, and the choice itself. */
export function RegimeChoiceBody({ status, idVinculoPlano, idPessoa }: { status: RegimeTributacao; idVinculoPlano: number; idPessoa: number }) {
  const [chosen, setChosen] = useState<Regime | null>(null);
  const [sent, setSent] = useState<OpcaoRegimeEnviada | null>(null);

  return (
    <div className="space-y-8">
      <CurrentRegime status={status} />
      <RegimesExplained />
      {sent ? (
        <Sent request={sent} />
      ) : chosen ? (
        <Confirmation
          regime={chosen}
          target={{ idPessoa, idVinculoPlano }}
          onBack={() => setChosen(null)}
          onSent={(request) => {
            setSent(request);
            setChosen(null);
          }}
        />
      ) : (
        <CanChoose status={status} onChoose={setChosen} />
      )}
    </div>
  );
}

function CurrentRegime({ status }: { status: RegimeTributacao }) {
  return (
    <section aria-labelledby="regime-atual" className={CARD_CLASSES}>
      <h2 id="regime-atual" className="text-lg font-semibold text-gray-900 dark:text-white">
        Seu regime hoje
      </h2>
      <p className="mt-2 text-3xl font-bold text-gray-900 dark:text-white" data-testid="regime-atual">
        {status.regimeDescricao}
      </p>
      {status.regime === null ? (
        <p className="mt-2 text-gray-700 dark:text-gray-300">Você ainda não escolheu. Enquanto não escolher, o imposto segue a tabela progressiva.</p>
      ) : null}
    </section>
  );
}

function RegimesExplained() {
  return (
    <section aria-labelledby="os-dois-regimes">
      <h2 id="os-dois-regimes" className="mb-3 text-lg font-semibold text-gray-900 dark:text-white">
        O que cada regime quer dizer
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {(['progressivo', 'regressivo'] as const).map((regime) => (
          <article key={regime} aria-labelledby={`explica-${regime}`} className={CARD_CLASSES}>
            <h3 id={`explica-${regime}`} className="mb-2 font-semibold text-gray-900 dark:text-white">
              {REGIME_EXPLAINED[regime].title}
            </h3>
            {REGIME_EXPLAINED[regime].text.map((sentence) => (
              <p key={sentence} className="mb-2 text-gray-700 last:mb-0 dark:text-gray-300">
                {sentence}
              </p>
            ))}
          </article>
        ))}
      </div>
    </section>
  );
}

function CanChoose({ status, onChoose }: { status: RegimeTributacao; onChoose: (regime: Regime) => void }) {
  const why = status.podeEscolher
    ? status.opcoesPermitidas.length === 2
      ? 'Sim. Você pode escolher qualquer um dos dois até a concessão do benefício ou o primeiro resgate.'
      : 'Sim, para o regressivo. Quem está no progressivo pode passar para o regressivo até a concessão do benefício ou o primeiro resgate; o contrário não é possível.'
    : `Não. ${status.motivo ?? ''}`;
  return (
    <section aria-labelledby="posso-escolher" className={CARD_CLASSES}>
      <h2 id="posso-escolher" className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">
        Posso escolher agora?
      </h2>
      <p className="text-gray-700 dark:text-gray-300" data-testid="pode-escolher">
        {why}
      </p>
      {status.solicitacaoAberta ? (
        <p className="mt-3">
          <Link href="/services/requests" className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline">
            Ver a solicitação {status.solicitacaoAberta.protocolo}
          </Link>
        </p>
      ) : null}
      {status.podeEscolher ? (
        <>
          <p className="mt-4 text-gray-700 dark:text-gray-300">Na dúvida, compare antes os dois regimes com os seus números: o simulador mostra quanto cada um cobraria.</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {status.opcoesPermitidas.map((regime) => (
              <Button key={regime} variant={regime === 'regressivo' ? 'primary' : 'secondary'} onClick={() => onChoose(regime)}>
                Escolher o {regime}
              </Button>
            ))}
            <Link href="/services/simulador-regime-tributacao" className={SECONDARY_LINK_CLASSES}>
              Comparar com os meus números
            </Link>
          </div>
        </>
      ) : null}
    </section>
  );
}

function Confirmation({ regime, target, onBack, onSent }: { regime: Regime; target: { idPessoa: number; idVinculoPlano: number }; onBack: () => void; onSent: (request: OpcaoRegimeEnviada) => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const isRegressive = regime === 'regressivo';
  useEffect(() => headingRef.current?.focus(), []);

  async function onConfirm() {
    setServerError(null);
    if (isRegressive && !isConfirmed) {
      setFieldError(CONFIRMATION_MISSING);
      return;
    }
    setIsSending(true);
    try {
      const created = await enviarOpcaoRegimeTributacao({ ...target, regime, ...(isRegressive ? { confirmacaoIrretratavel: true } : {}) });
      toast.success('Escolha enviada.');
      onSent(created);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const onField = apiError?.errors.find((item) => item.path === 'confirmacaoIrretratavel');
      if (onField) setFieldError(onField.message);
      else setServerError(apiError?.message ?? 'Não foi possível enviar a sua escolha. Tente novamente.');
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section aria-labelledby="confirmar" className={CARD_CLASSES}>
      <h2 id="confirmar" ref={headingRef} tabIndex={-1} className="mb-2 text-lg font-semibold text-gray-900 outline-none dark:text-white">
        Confirme a sua escolha: regime {regime}
      </h2>
      <p className="text-gray-700 dark:text-gray-300">
        Ao confirmar, abrimos uma solicitação para o fundo. O regime muda quando o fundo concluir a análise; você acompanha em Acompanhar solicitações.
      </p>
      {isRegressive ? (
        <div className="mt-4 rounded-lg border-l-4 border-amber-700 bg-amber-50 p-4 dark:border-amber-400 dark:bg-amber-950">
          <p className="mb-2 font-semibold text-gray-900 dark:text-white">Atenção: esta escolha não pode ser desfeita.</p>
          <p className="mb-3 text-gray-800 dark:text-gray-200">
            &quot;Irretratável&quot; quer dizer que, depois de confirmado, o regime regressivo vale para sempre neste plano, mesmo que a sua renda mude.
          </p>
          <Checkbox
            label={CONFIRMATION_LABEL}
            checked={isConfirmed}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'confirmacao-erro' : undefined}
            onChange={(event) => {
              setIsConfirmed(event.target.checked);
              if (event.target.checked) setFieldError(null);
            }}
          />
          {fieldError ? (
            <p id="confirmacao-erro" role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
              {fieldError}
            </p>
          ) : null}
        </div>
      ) : null}
      {serverError ? <Alert className="mt-4">{serverError}</Alert> : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onConfirm} isLoading={isSending}>
          Confirmar escolha
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={isSending}>
          Voltar
        </Button>
      </div>
    </section>
  );
}

function Sent({ request }: { request: OpcaoRegimeEnviada }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section aria-labelledby="enviada" className={CARD_CLASSES}>
      <div ref={ref} tabIndex={-1} className="outline-none">
        <h2 id="enviada" className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">
          Escolha enviada
        </h2>
        <Alert tone="success">
          Sua escolha do regime {request.regime} foi registrada com o protocolo <strong data-testid="protocolo">{request.protocolo}</strong>. O regime muda quando o fundo concluir a análise.
        </Alert>
      </div>
      <div className="mt-4">
        <LinkButton href="/services/requests">Acompanhar solicitações</LinkButton>
      </div>
    </section>
  );
}
