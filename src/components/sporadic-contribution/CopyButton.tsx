import { Copy } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/Button';

interface CopyButtonProps {
  text: string;
  /** What is copied, for screen readers: 'Copiar a linha digitável'. */
  accessibleName: string;
}

/** 'Copiar': puts the code on the clipboard and says 'Copiado'. */
export function CopyButton({ text, accessibleName }: CopyButtonProps) {
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copiado');
    } catch {
      toast.error('Não foi possível copiar. Selecione o código e copie com o teclado ou o menu do aparelho.');
    }
  };
  return (
    <Button variant="secondary" size="sm" aria-label={accessibleName} icon={<Copy aria-hidden="true" className="size-4" />} onClick={onCopy}>
      Copiar
    </Button>
  );
}
