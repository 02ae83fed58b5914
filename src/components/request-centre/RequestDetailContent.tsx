import { useEffect, useRef, useState } from 'react';
import type { RequestDetail } from '@/services/request-centre';
import { OpenChatButton } from './OpenChatButton';
import { RequestDetailBody } from './RequestDetailBody';
import { StatusChangeForm } from './StatusChangeForm';

interface RequestDetailContentProps {
  detail: RequestDetail;
  onChanged: (updated: RequestDetail) => void;
  onStale: () => void;
}

/** What the detail dialog shows once the request has arrived: its facts, the change of status and the chat button. */
export function RequestDetailContent({ detail, onChanged, onStale }: RequestDetailContentProps) {
  // After 'Salvar situação' the focus goes to the new status: the button that had it was disabled while saving (and
  // is gone when the new status closes the request), so the focus would drop to the dialog's start.
  const statusRef = useRef<HTMLDivElement>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (changes > 0) statusRef.current?.focus();
  }, [changes]);
  return (
    <div className="space-y-6">
      <RequestDetailBody detail={detail} statusRef={statusRef} />
      <StatusChangeForm
        detail={detail}
        onChanged={(updated) => {
          onChanged(updated);
          setChanges((count) => count + 1);
        }}
        onStale={onStale}
      />
      <OpenChatButton detail={detail} />
    </div>
  );
}
