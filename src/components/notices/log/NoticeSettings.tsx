import { ChannelsAndJobs } from './ChannelsAndJobs';
import { DeliveryLog } from './DeliveryLog';

/** settings/avisos: the channels and the recurring jobs first, then the log of every delivery with its retry. */
export function NoticeSettings() {
  return (
    <div className="space-y-6">
      <ChannelsAndJobs />
      <DeliveryLog />
    </div>
  );
}
