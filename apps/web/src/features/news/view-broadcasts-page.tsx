import { NewsListPage } from './news-list-page';

/** /dashboard/view-broadcasts */
export default function ViewBroadcastsPage() {
  return <NewsListPage kind="broadcast" />;
}
