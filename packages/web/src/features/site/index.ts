// The site feature's public face: the only file the app, the routes and other features import from it.
export { useArticle } from './api/get-article';
export { useSiteExtras } from './api/get-extras';
export { useLanding } from './api/get-landing';
export { useOperator } from './api/get-operator';
export { useSitePage } from './api/get-site-page';
export { invalidateSite, siteKeys } from './api/keys';
export { AnpcLinks } from './components/anpc-links';
export { ArticleView } from './components/article-view';
export { BlogList } from './components/blog-list';
export { LandingView } from './components/landing-view';
export { OperatorContact } from './components/operator-contact';
export { SitePageView } from './components/site-page-view';
