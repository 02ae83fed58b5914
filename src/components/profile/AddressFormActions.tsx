import { Button } from '@/components/ui/Button';

export function AddressFormActions({ isSubmitting, onCancel }: { isSubmitting: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
        Cancelar
      </Button>
      <Button type="submit" isLoading={isSubmitting}>
        Salvar endereço
      </Button>
    </div>
  );
}
