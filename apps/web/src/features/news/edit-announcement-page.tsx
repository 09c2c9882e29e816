import { EditNewsPage } from './edit-news-page';

/** /dashboard/edit-announcement?id= */
export default function EditAnnouncementPage() {
  return <EditNewsPage kind="announcement" />;
}
