import { useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

/** The ten recovery codes, shown once after enrolment: copy or download them, then say they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = `Códigos de recuperação do Portal do Participante (cada um vale uma vez):\n\n${codes.join('\n')}\n`;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const onDownload = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'codigos-recuperacao-portal.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-4">
      <Alert tone="success">Verificação em duas etapas ativada. A partir de agora, o código do aplicativo será pedido sempre que você entrar.</Alert>
      <h3 className="text-base font-semibold text-gray-900 dark:text-white">Guarde seus códigos de recuperação</h3>
      <p className="text-gray-700 dark:text-gray-300">
        Se perder o celular, entre com um destes códigos no lugar do código do aplicativo. Cada um vale uma única vez. Guarde-os fora do celular: eles
        não serão mostrados de novo.
      </p>
      <ul aria-label="Códigos de recuperação" className="grid max-w-md grid-cols-1 gap-2 rounded-xl bg-gray-50 p-4 font-mono text-lg tracking-wider sm:grid-cols-2 dark:bg-gray-800">
        {codes.map((code) => (
          <li key={code} className="text-gray-900 dark:text-gray-100">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" icon={<Copy aria-hidden="true" className="size-4" />} onClick={onCopy}>
          Copiar códigos
        </Button>
        <Button variant="secondary" icon={<Download aria-hidden="true" className="size-4" />} onClick={onDownload}>
          Baixar em arquivo
        </Button>
        <Button onClick={onDone}>Já guardei os códigos</Button>
      </div>
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {copyState === 'copied' ? 'Códigos copiados.' : copyState === 'failed' ? 'Não foi possível copiar. Anote os códigos ou baixe o arquivo.' : ''}
      </p>
    </div>
  );
}
