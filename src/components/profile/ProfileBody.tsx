import { useState } from 'react';
import Link from 'next/link';
import { BellRing, ShieldCheck, UserCheck, type LucideIcon } from 'lucide-react';
import type { Perfil } from '@/services/profile';
import { Modal } from '@/components/ui/Modal';
import { lazyPart } from '@/components/ui/lazy-part';
import { DownloadDataButton } from './DownloadDataButton';
import { EnrolmentSettingsCard } from './EnrolmentSettingsCard';
import { PersonalDataSection } from './PersonalDataSection';

type Editing = 'contato' | 'endereco' | null;

interface ProfileLinkCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  text: string;
  href: string;
  icon: LucideIcon;
  action: string;
}

/** A card that says what a profile subpage holds and links to it. */
function ProfileLinkCard({ id, title, text, href, icon: Icon, action }: ProfileLinkCardProps) {
  return (
    <section aria-labelledby={id} className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <div className="max-w-prose">
        <h2 id={id} className="text-xl font-semibold text-gray-900 dark:text-white">
          {title}
        </h2>
        <p className="text-gray-700 dark:text-gray-300">{text}</p>
      </div>
      <Link href={href} className="inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold text-primary-strong ring-1 ring-gray-300 hover:bg-gray-50 dark:ring-gray-700 dark:hover:bg-gray-800">
        <Icon aria-hidden="true" className="size-5" />
        {action}
      </Link>
    </section>
  );
}

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
      <ProfileLinkCard
        id="titulo-privacidade"
        title="Privacidade"
        text="Autorize ou retire as comunicações por e-mail, SMS e WhatsApp e veja quem acessou seus dados."
        href="/perfil/privacidade"
        icon={ShieldCheck}
        action="Abrir a privacidade"
      />
      <ProfileLinkCard
        id="titulo-avisos"
        title="Avisos"
        text="Escolha por onde receber o andamento das solicitações, o recadastramento e outros avisos: e-mail, SMS ou WhatsApp."
        href="/perfil/avisos"
        icon={BellRing}
        action="Escolher meus avisos"
      />
      <ProfileLinkCard
        id="titulo-representantes"
        title="Representantes"
        text="Curador, procurador ou responsável legal que pode agir por você no portal, com o documento conferido pelo fundo."
        href="/perfil/representantes"
        icon={UserCheck}
        action="Ver representantes"
      />
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
