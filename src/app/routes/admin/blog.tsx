import { paths } from '@/config/paths';
import { BlogAdmin } from '@/features/post-editor/components/blog-admin';
import { SiteUpdateStatus } from '@/features/site-rebuild/components/site-update-status';
import { useSiteRebuild } from '@/features/site-rebuild/hooks/use-site-rebuild';
import { AdminPage } from '../../admin-page';

// The editor (TipTap and its CSS) arrives with this lazy chunk only.
export function Component() {
  const rebuild = useSiteRebuild();
  return (
    <AdminPage title="Blog Management" description="Manage blog posts." path={paths.adminBlog}>
      <SiteUpdateStatus state={rebuild.state} onRetry={() => void rebuild.request({ retry: true })} />
      <BlogAdmin onPublicChange={() => void rebuild.request()} />
    </AdminPage>
  );
}
