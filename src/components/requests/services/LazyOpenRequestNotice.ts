import { lazyPart } from '@/components/ui/lazy-part';

/**
 * OpenRequestNotice, fetched when a request of the same kind is open, which is seldom: its code (and its dialog's) is
 * not part of every service page's first load.
 */
export const OpenRequestNotice = lazyPart(() => import('./OpenRequestNotice').then((module) => module.OpenRequestNotice), 'Carregando o pedido em andamento');
