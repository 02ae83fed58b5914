import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { onlyDigits } from '@/domain/cpf';
import { atualizarEndereco, type Endereco, type EnderecoPayload, type Perfil } from '@/services/profile';
import { RadioSelect } from '@/components/ui/RadioSelect';
import { DomesticAddressForm } from './DomesticAddressForm';
import { ForeignAddressForm } from './ForeignAddressForm';

interface AddressFormProps {
  idPessoa: number;
  endereco: Endereco | null;
  onSaved: (profile: Perfil) => void;
  onCancel: () => void;
}

/** Brazil or abroad first (spec §3: two address forms), then that form; both save through atualizarEndereco. */
export function AddressForm({ idPessoa, endereco, onSaved, onCancel }: AddressFormProps) {
  const [residence, setResidence] = useState<'N' | 'S'>(endereco?.residenteExterior ?? 'N');

  const save = async (payload: EnderecoPayload) => {
    const profile = await atualizarEndereco(idPessoa, payload);
    toast.success('Endereço atualizado.');
    onSaved(profile);
  };

  return (
    <div className="space-y-6">
      <RadioSelect
        legend="Onde você mora?"
        value={residence}
        onChange={(value) => setResidence(value === 'S' ? 'S' : 'N')}
        options={[
          { value: 'N', label: 'No Brasil' },
          { value: 'S', label: 'No exterior' },
        ]}
      />
      {residence === 'N' ? (
        <DomesticAddressForm
          endereco={endereco}
          onCancel={onCancel}
          onSubmitAddress={(values) => save({ foreignResident: 'N', ...values, cep: onlyDigits(values.cep), estado: values.estado.toUpperCase() })}
        />
      ) : (
        <ForeignAddressForm endereco={endereco} onCancel={onCancel} onSubmitAddress={(values) => save({ foreignResident: 'S', ...values })} />
      )}
    </div>
  );
}
