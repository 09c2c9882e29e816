import { CreateNewsPage } from './create-news-page';

/** /dashboard/create-broadcast */
export default function CreateBroadcastPage() {
  return <CreateNewsPage kind="broadcast" />;
}
