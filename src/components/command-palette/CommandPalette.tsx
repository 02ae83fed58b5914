import { usePlan } from '@/contexts/PlanContext';
import { Modal } from '@/components/ui/Modal';
import { PageSearch } from './PageSearch';
import { PeopleSearch } from './PeopleSearch';

/** The palette itself: people search for administrators acting as such, pages for everyone else (spec §2.7). */
export function CommandPalette({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { isActingAsAdmin } = usePlan();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={isActingAsAdmin ? 'Procurar pessoas' : 'Procurar'} size="lg" className="mt-[10vh]">
      {isActingAsAdmin ? <PeopleSearch onViewProfile={onClose} /> : <PageSearch onNavigate={onClose} />}
    </Modal>
  );
}
