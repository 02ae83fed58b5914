import * as FUNCTIONALITY from '@/domain/functionality-ids';
import type { RequestDetail } from '@/services/requests-centre';
import { lazyPart } from '@/components/ui/lazy-part';
import { OpenChatButton } from './OpenChatButton';
import { RequestDetailBody } from './RequestDetailBody';
import { StatusChangeForm } from './StatusChangeForm';

interface RequestDetailContentProps {
  detail: RequestDetail;
  onSaved: () => void;
  onStale: () => void;
}

// A kind's own review, fetched when a request of that kind is opened.
const ProofOfLifeReview = lazyPart(() => import('@/components/proof-of-life/ProofOfLifeReview').then((module) => module.ProofOfLifeReview), 'Carregando a análise');

/** What the detail dialog shows once the request has arrived: its facts, the change of status and the chat button. */
export function RequestDetailContent({ detail, onSaved, onStale }: RequestDetailContentProps) {
  return (
    <div className="space-y-6">
      <RequestDetailBody detail={detail} />
      {detail.funcionalidade.id === FUNCTIONALITY.PROOF_OF_LIFE ? <ProofOfLifeReview detail={detail} onSaved={onSaved} /> : <StatusChangeForm detail={detail} onSaved={onSaved} onStale={onStale} />}
      <OpenChatButton detail={detail} />
    </div>
  );
}
