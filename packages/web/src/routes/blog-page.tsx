import { useSearchParams } from 'react-router';
import { BlogList } from '../features/site';

/** SPEC §2 /blog: the articles, newest first, six a page (?page=2…). */
export const BlogPage = () => {
  const [params] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  return <BlogList page={page} />;
};
