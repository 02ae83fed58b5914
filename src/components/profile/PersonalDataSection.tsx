import { Pencil } from 'lucide-react';
import { formatCpf } from '@/domain/cpf';
import { formatDateBr } from '@/domain/format-date';
import { formatCep } from '@/domain/masks';
import { incomeRangeLabel, pepLabel } from '@/domain/profile';
import type { Endereco, Perfil } from '@/services/profile';
import { Button } from '@/components/ui/Button';
import { DetailList, NOT_INFORMED, SECTION_CLASSES } from './DetailList';

function addressLines(endereco: Endereco | null): string[] {
  if (!endereco) return [NOT_INFORMED];
  if (endereco.residenteExterior === 'S') {
    return [endereco.complemento, `${endereco.pais ?? ''} · código postal ${endereco.codigoPostal ?? ''}`, `Identificação fiscal ${endereco.numeroIdentificacaoFiscal ?? ''}`].filter(
      (line): line is string => Boolean(line),
    );
  }
  const street = [endereco.logradouro, endereco.numero].filter(Boolean).join(', ');
  return [
    [street, endereco.complemento].filter(Boolean).join(' · '),
    [endereco.bairro, `${endereco.cidade ?? ''}/${endereco.estado ?? ''}`].filter(Boolean).join(' · '),
    endereco.cep ? `CEP ${formatCep(endereco.cep)}` : '',
  ].filter(Boolean);
}

interface PersonalDataSectionProps {
  profile: Perfil;
  onEditContact: () => void;
  onEditAddress: () => void;
  /** The pointer or the focus is on that button: its form's code can be fetched before the click. */
  onEditContactIntent?: () => void;
  onEditAddressIntent?: () => void;
}

export function PersonalDataSection({ profile, onEditContact, onEditAddress, onEditContactIntent, onEditAddressIntent }: PersonalDataSectionProps) {
  const { pessoa, endereco } = profile;
  const editIcon = <Pencil aria-hidden="true" className="size-4" />;
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="titulo-dados-pessoais" className={SECTION_CLASSES}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="titulo-dados-pessoais" className="text-lg font-semibold text-gray-900 dark:text-white">
            Dados pessoais
          </h2>
          <Button variant="secondary" size="sm" icon={editIcon} onClick={onEditContact} onPointerEnter={onEditContactIntent} onFocus={onEditContactIntent}>
            Alterar contato
          </Button>
        </div>
        <DetailList
          items={[
            { label: 'Nome', value: pessoa.nome },
            { label: 'CPF', value: formatCpf(pessoa.cpf) },
            { label: 'Data de nascimento', value: formatDateBr(pessoa.data_nascimento) },
            { label: 'E-mail', value: pessoa.email },
            { label: 'Telefone', value: pessoa.telefone },
            { label: 'Pessoa politicamente exposta', value: pepLabel(pessoa.ppe) },
            { label: 'Faixa de renda mensal', value: incomeRangeLabel(pessoa.faixaRenda) },
          ]}
        />
      </section>
      <section aria-labelledby="titulo-endereco" className={SECTION_CLASSES}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="titulo-endereco" className="text-lg font-semibold text-gray-900 dark:text-white">
            {endereco?.residenteExterior === 'S' ? 'Endereço no exterior' : 'Endereço'}
          </h2>
          <Button variant="secondary" size="sm" icon={editIcon} onClick={onEditAddress} onPointerEnter={onEditAddressIntent} onFocus={onEditAddressIntent}>
            Alterar endereço
          </Button>
        </div>
        <address className="space-y-1 not-italic text-gray-900 dark:text-gray-100" aria-label="Endereço cadastrado">
          {addressLines(endereco).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </address>
      </section>
    </div>
  );
}
