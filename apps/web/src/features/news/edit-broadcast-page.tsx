import { EditNewsPage } from './edit-news-page';

/** /dashboard/edit-broadcast?id= */
export default function EditBroadcastPage() {
  return <EditNewsPage kind="broadcast" />;
}
