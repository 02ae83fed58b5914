import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/Button';

// The form (react-hook-form, ~15 kB gzip with its fields) shows only in the dialog: its code is fetched when a button
// that opens it is pointed at or focused, so it is usually there by the click; otherwise the dialog shows a spinner.
export const preloadDependantForm = () => void import('./DependantForm').catch(() => undefined);

/** 'Adicionar beneficiário': beside the intro when there is a list, in the empty list's box when there is none. */
export function AddDependantButton({ onClick }: { onClick: () => void }) {
  return (
    <Button icon={<Plus aria-hidden="true" className="size-5" />} onClick={onClick} onPointerEnter={preloadDependantForm} onFocus={preloadDependantForm}>
      Adicionar beneficiário
    </Button>
  );
}
