import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { lazyPart } from '@/components/ui/lazy-part';
import type { DependantFormProps } from './DependantForm';

// The form (react-hook-form, ~15 kB gzip with its fields) shows only in the dialog: its code is fetched when a button
// that opens it is pointed at or focused, so it is usually there by the click; otherwise the dialog shows a spinner.
// One handle for the buttons here and the dialog in DependantsBody: a preload through it lets the dialog draw the form
// at once, without a frame of spinner.
export const DependantForm = lazyPart<DependantFormProps>(() => import('./DependantForm').then((module) => module.DependantForm), 'Carregando o formulário');

/** 'Adicionar beneficiário': beside the intro when there is a list, in the empty list's box when there is none. */
export function AddDependantButton({ onClick }: { onClick: () => void }) {
  return (
    <Button icon={<Plus aria-hidden="true" className="size-5" />} onClick={onClick} onPointerEnter={DependantForm.preload} onFocus={DependantForm.preload}>
      Adicionar beneficiário
    </Button>
  );
}
