import { BLOG_IMAGES_PATH } from '@chatgate/contracts';
import { SAMPLE_FILES } from '../../test/multipart-form';
import type { LinkedAccount } from './accounts';
import { httpCall } from './http-call';
import { postForm } from './post-form';

/** A file a file route must serve whole: the positive control of the path traversal checks. */
export interface ServedFile {
  path: string;
  headers: Record<string, string>;
  content: Buffer;
}

/** Uploads a blog cover (as `admin`) and a ticket attachment (as `user`): the two stored files and how to fetch them. */
export async function uploadedFiles(
  base: string,
  admin: LinkedAccount,
  user: LinkedAccount,
): Promise<ServedFile[]> {
  const blog = await postForm(base, '/api/v1/blogs/create', admin.auth, [
    ['title', 'Traversal control'],
    ['content', '<p>A post with a cover image.</p>'],
    ['faceImg', { filename: 'cover.png', content: SAMPLE_FILES.png, contentType: 'image/png' }],
  ]);
  const image = (blog.result as { blogImg: string | null }).blogImg ?? '';
  const created = await postForm(base, '/api/v1/dash/tickets/create', user.auth, [
    ['type', 'Other'],
    ['subject', 'Traversal control'],
    ['description', 'A ticket with an attachment.'],
    ['file', { filename: 'report.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' }],
  ]);
  const ticket = await httpCall(base, {
    method: 'GET',
    path: `/api/v1/dash/tickets/${created.ticketID}`,
    headers: user.auth,
  });
  const fileName = (JSON.parse(ticket.body) as { messages: Array<{ fileName: string | null }> }).messages[0]
    ?.fileName;
  if (!image.startsWith(BLOG_IMAGES_PATH) || !fileName) throw new Error('uploads did not store their files');
  return [
    { path: image, headers: {}, content: SAMPLE_FILES.png },
    { path: `/api/v1/dash/tickets/files/${fileName}`, headers: user.auth, content: SAMPLE_FILES.pdf },
  ];
}
