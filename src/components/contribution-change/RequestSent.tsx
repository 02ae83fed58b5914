import Link from 'next/link';
import { Alert } from '@/components/ui/Alert';

/** The request is open: its protocol and where to follow it. */
export function RequestSent({ protocolo, children }: { protocolo: string; children: React.ReactNode }) {
  return (
    <Alert tone="success">
      <p className="font-semibold">Pedido enviado. Protocolo {protocolo}.</p>
      <p className="mt-1">{children}</p>
      <p className="mt-2">
        <Link href="/services/requests" className="inline-flex min-h-11 items-center font-semibold underline">
          Acompanhar solicitações
        </Link>
      </p>
    </Alert>
  );
}
