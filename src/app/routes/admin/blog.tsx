import { paths } from '@/config/paths';
import { BlogAdmin } from '@/features/post-editor/components/blog-admin';
import { AdminPage } from '../../admin-page';

// The editor (TipTap and its CSS) arrives with this lazy chunk only.
export function Component() {
  return (
    <AdminPage title="Blog Management" description="Manage blog posts." path={paths.adminBlog}>
      <BlogAdmin />
    </AdminPage>
  );
}
