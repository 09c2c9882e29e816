import { Card } from '../../components/card';
import { RoleGate } from '../../components/role-gate';
import { BlogForm } from './blog-create-form';

const ADMIN_ONLY = ['Admin'] as const;

/** /dashboard/create-blogs: publishes a post to the public blog; Admin only (the server's rule). */
export default function CreateBlogPage() {
  return (
    <RoleGate roles={ADMIN_ONLY}>
      <div className="mx-auto w-full max-w-3xl space-y-6">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">Create Blog</h1>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
            Write a post for the public blog at /blogs.
          </p>
        </div>
        <Card title="Blog Post">
          <BlogForm />
        </Card>
      </div>
    </RoleGate>
  );
}
