import type { RequestDetail } from '@/services/requests-centre';
import { OpenChatButton } from './OpenChatButton';
import { RequestDetailBody } from './RequestDetailBody';
import { StatusChangeForm } from './StatusChangeForm';

interface RequestDetailContentProps {
  detail: RequestDetail;
  onSaved: () => void;
  onStale: () => void;
}

/** What the detail dialog shows once the request has arrived: its facts, the change of status and the chat button. */
export function RequestDetailContent({ detail, onSaved, onStale }: RequestDetailContentProps) {
  return (
    <div className="space-y-6">
      <RequestDetailBody detail={detail} />
      <StatusChangeForm detail={detail} onSaved={onSaved} onStale={onStale} />
      <OpenChatButton detail={detail} />
    </div>
  );
}
