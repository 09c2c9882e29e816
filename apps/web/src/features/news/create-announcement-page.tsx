import { CreateNewsPage } from './create-news-page';

/** /dashboard/create-announcement */
export default function CreateAnnouncementPage() {
  return <CreateNewsPage kind="announcement" />;
}
