import { useState } from 'react';
import Link from 'next/link';
import { BellRing, ShieldCheck, UserCheck } from 'lucide-react';
import type { Perfil } from '@/services/profile';
import { Modal } from '@/components/ui/Modal';
import { lazyPart } from '@/components/ui/lazy-part';
import { DownloadDataButton } from './DownloadDataButton';
import { EnrolmentSettingsCard } from './EnrolmentSettingsCard';
import { PersonalDataSection } from './PersonalDataSection';

type Editing = 'contato' | 'endereco' | null;

// The two forms (react-hook-form, the address lookup…) show only in their dialogs: each one's code is fetched when the
// button that opens it is pointed at or focused, so it is usually there by the click; otherwise a spinner stands in.
const ContactForm = lazyPart(() => import('./ContactForm').then((module) => module.ContactForm), 'Carregando o formulário de contato');
const AddressForm = lazyPart(() => import('./AddressForm').then((module) => module.AddressForm), 'Carregando o formulário de endereço');

interface ProfileBodyProps {
  profile: Perfil;
  /** Whether the signed-in person is the one shown (not an administrator acting for them). */
  isSelf: boolean;
  /** A form saved: its answer is the new profile. */
  onSaved: (profile: Perfil) => void;
}

/** The profile once loaded: its links to the subpages, the personal data, the plans, and the dialogs that edit them. */
export function ProfileBody({ profile, isSelf, onSaved }: ProfileBodyProps) {
  const [editing, setEditing] = useState<Editing>(null);

  const onSavedAndClose = (saved: Perfil) => {
    onSaved(saved);
    setEditing(null);
  };
  const close = () => setEditing(null);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-prose text-gray-700 dark:text-gray-300">Confira seus dados e mantenha seu contato e endereço em dia.</p>
        <DownloadDataButton idPessoa={profile.pessoa.id} cpf={profile.pessoa.cpf} />
      </div>
      <section aria-labelledby="titulo-privacidade" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
        <div className="max-w-prose">
          <h2 id="titulo-privacidade" className="text-xl font-semibold text-gray-900 dark:text-white">
            Privacidade
          </h2>
          <p className="text-gray-700 dark:text-gray-300">Autorize ou retire as comunicações por e-mail, SMS e WhatsApp e veja quem acessou seus dados.</p>
        </div>
        <Link href="/perfil/privacidade" className="inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold text-primary-strong ring-1 ring-gray-300 hover:bg-gray-50 dark:ring-gray-700 dark:hover:bg-gray-800">
          <ShieldCheck aria-hidden="true" className="size-5" />
          Abrir a privacidade
        </Link>
      </section>
      <section aria-labelledby="titulo-avisos" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
        <div className="max-w-prose">
          <h2 id="titulo-avisos" className="text-xl font-semibold text-gray-900 dark:text-white">
            Avisos
          </h2>
          <p className="text-gray-700 dark:text-gray-300">Escolha por onde receber o andamento das solicitações, o recadastramento e outros avisos: e-mail, SMS ou WhatsApp.</p>
        </div>
        <Link href="/perfil/avisos" className="inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold text-primary-strong ring-1 ring-gray-300 hover:bg-gray-50 dark:ring-gray-700 dark:hover:bg-gray-800">
          <BellRing aria-hidden="true" className="size-5" />
          Escolher meus avisos
        </Link>
      </section>
      <section aria-labelledby="titulo-representantes" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
        <div className="max-w-prose">
          <h2 id="titulo-representantes" className="text-xl font-semibold text-gray-900 dark:text-white">
            Representantes
          </h2>
          <p className="text-gray-700 dark:text-gray-300">Curador, procurador ou responsável legal que pode agir por você no portal, com o documento conferido pelo fundo.</p>
        </div>
        <Link href="/perfil/representantes" className="inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold text-primary-strong ring-1 ring-gray-300 hover:bg-gray-50 dark:ring-gray-700 dark:hover:bg-gray-800">
          <UserCheck aria-hidden="true" className="size-5" />
          Ver representantes
        </Link>
      </section>
      <PersonalDataSection
        profile={profile}
        onEditContact={() => setEditing('contato')}
        onEditContactIntent={ContactForm.preload}
        onEditAddress={() => setEditing('endereco')}
        onEditAddressIntent={AddressForm.preload}
      />
      <section aria-labelledby="titulo-vinculos" className="space-y-4">
        <h2 id="titulo-vinculos" className="text-xl font-semibold text-gray-900 dark:text-white">
          Planos e contribuições
        </h2>
        {profile.vinculos.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">Você não tem vínculo ativo com nenhum plano.</p>
        ) : (
          profile.vinculos.map((vinculo) => <EnrolmentSettingsCard key={vinculo.id} vinculo={vinculo} />)
        )}
      </section>
      <Modal isOpen={editing === 'contato'} onClose={close} title="Alterar contato">
        <ContactForm pessoa={profile.pessoa} isSelf={isSelf} onSaved={onSavedAndClose} onCancel={close} />
      </Modal>
      <Modal isOpen={editing === 'endereco'} onClose={close} title="Alterar endereço" size="lg">
        <AddressForm idPessoa={profile.pessoa.id} endereco={profile.endereco} onSaved={onSavedAndClose} onCancel={close} />
      </Modal>
    </div>
  );
}
