import dynamic from 'next/dynamic';
import { useShared } from '@/components/providers/SharedContext';
import { useGetOwnershipQuery } from '@/store/deferred/projects';

/*
 * What the card shows loads in a chunk of its own, and only when there is something to show: most users have a
 * confirmed address and no transfer waiting. When the server draws it, the browser loads it before it hydrates.
 */
const EmailVerificationCard = dynamic(() => import('./EmailVerificationCard').then((module) => module.EmailVerificationCard));
const IncomingTransfers = dynamic(() => import('./IncomingTransfers').then((module) => module.IncomingTransfers));

/**
 * Projects someone wants to hand over to me (`GET /get_ownership`): accept or decline each (`PUT /ownership`). Until
 * my address is confirmed, none can reach me: the card says so instead, with the way to confirm it.
 */
export function OwnershipTransfersCard() {
  const { me } = useShared();
  const { data } = useGetOwnershipQuery();
  const incoming = (data?.incoming ?? []).filter((transfer) => transfer.status === 'pending');
  if (me?.email && !me.email_verified) return <EmailVerificationCard email={me.email} />;
  if (incoming.length === 0) return null;
  return <IncomingTransfers incoming={incoming} />;
}
