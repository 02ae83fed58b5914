import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ChatScreen } from '@/components/chat/ChatScreen';
import { FundContact } from '@/components/chat/FundContact';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const ChatPage: NextPageWithLayout = () => (
  <>
    <PageTitle title="Chat" />
    <h1 className="mb-4 text-3xl font-bold text-gray-900 dark:text-white">Chat</h1>
    <FundContact />
    <ChatScreen />
  </>
);

ChatPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ChatPage;
