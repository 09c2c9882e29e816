import { BlogsPage } from '../features/blogs/blogs-page';
import { NewsletterBox } from '../features/newsletter/newsletter-box';

/** /blogs: the blog list closed by the newsletter box, composed here as features do not import each other. */
export function BlogsRoute() {
  return <BlogsPage newsletter={<NewsletterBox source="blog" />} />;
}
