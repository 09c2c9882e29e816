import { NewsListPage } from './news-list-page';

/** /dashboard/view-announcements */
export default function ViewAnnouncementsPage() {
  return <NewsListPage kind="announcement" />;
}
