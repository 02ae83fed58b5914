import { formatDigitableLine } from '@/domain/boleto';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { CobrancaEsporadica } from '@/services/sporadic-contribution';
import { CopyButton } from './CopyButton';

const CODE_CLASSES = 'block w-full rounded-lg bg-gray-100 px-3 py-2 font-mono text-sm text-gray-900 dark:bg-gray-800 dark:text-gray-100';

/** The slip's digitable line and the PIX code, each with 'Copiar', and the PIX QR code. */
export function ChargeDetails({ charge, headingLevel = 3 }: { charge: CobrancaEsporadica; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const amount = formatBrl(charge.valor);
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-400">Valor</dt>
          <dd className="text-lg font-semibold text-gray-900 dark:text-white">{amount}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-400">Vencimento</dt>
          <dd className="text-lg font-semibold text-gray-900 dark:text-white">{formatDateBr(charge.vencimento)}</dd>
        </div>
      </dl>
      <div className="space-y-2">
        <Heading className="font-semibold text-gray-900 dark:text-white">Boleto: linha digitável</Heading>
        {/* The line wraps between its groups; the PIX code has no spaces and wraps anywhere. */}
        <code className={`${CODE_CLASSES} break-words`} data-testid="linha-digitavel">
          {formatDigitableLine(charge.linhaDigitavel)}
        </code>
        <CopyButton text={charge.linhaDigitavel} accessibleName="Copiar a linha digitável do boleto" />
      </div>
      <div className="space-y-2">
        <Heading className="font-semibold text-gray-900 dark:text-white">PIX copia e cola</Heading>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG data URL drawn by the server: nothing for next/image to optimise */}
          <img src={charge.qrCode} alt={`QR code do PIX de ${amount} para o fundo`} width={176} height={176} className="size-44 shrink-0 rounded-lg bg-white p-1 ring-1 ring-gray-300" />
          <div className="min-w-0 flex-1 space-y-2">
            <code className={`${CODE_CLASSES} break-all`} data-testid="pix-copia-e-cola">
              {charge.pixCopiaECola}
            </code>
            <CopyButton text={charge.pixCopiaECola} accessibleName="Copiar o código PIX copia e cola" />
            <p className="text-sm text-gray-600 dark:text-gray-400">No aplicativo do seu banco, escolha PIX copia e cola e cole o código, ou leia o QR code.</p>
          </div>
        </div>
      </div>
    </div>
  );
}
