import { NewsDetailPage } from './news-detail-page';

/** /dashboard/announcement?id= */
export default function AnnouncementPage() {
  return <NewsDetailPage kind="announcement" />;
}
