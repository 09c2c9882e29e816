import { NewsDetailPage } from './news-detail-page';

/** /dashboard/broadcast?id= */
export default function BroadcastPage() {
  return <NewsDetailPage kind="broadcast" />;
}
