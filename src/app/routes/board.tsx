import { useParams } from 'react-router-dom';
import { BoardPage } from '@/features/locations/components/board-page';

export function Component() {
  const { slug = '' } = useParams();
  // Keyed by slug: another board starts from a clean state (its own chosen start).
  return <BoardPage key={slug} slug={slug} />;
}
