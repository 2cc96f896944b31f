import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LANDING_SLUGS,
  SITE_PAGES,
  SLUG_PATTERN,
  articleDto,
  articlesPageDto,
  articlesQuery,
  errorResponse,
  landingDto,
  operatorDto,
  siteExtrasDto,
  siteLangQuery,
  sitePageDto,
  type OperatorIdentity,
} from '@atelier/core';
import { AppError } from '../../errors.js';
import type { SiteContent } from './content.js';
import { fileResponse } from '../../http/openapi.js';

const tags = ['site'];
// Content changes only with a deployment: browsers and proxies may keep an answer for five minutes.
const CACHE = 'public, max-age=300';

type SiteRoutesDeps = {
  content: SiteContent;
  operator: () => Promise<OperatorIdentity>;
  /** Looks for a change of the operator's details the content pages name (another process's save). */
  refresh: () => Promise<unknown>;
};

export const siteRoutes = (app: FastifyInstance, { content, operator, refresh }: SiteRoutesDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new AppError('not_found');
    return value;
  };

  // The content pages, the articles and the landing pages answer alike: one piece of content by its
  // name or slug, in the wanted language (else Romanian), 404 when there is none.
  const contentSchema = <Params extends z.ZodTypeAny, Dto extends z.ZodTypeAny>(summary: string, params: Params, dto: Dto) => ({
    tags,
    summary,
    params,
    querystring: siteLangQuery,
    response: { 200: dto, 400: errorResponse, 404: errorResponse },
  });
  const sendContent = <T>(reply: FastifyReply, value: T | undefined) => reply.header('cache-control', CACHE).send(found(value));

  r.get('/site/pages/:name', {
    schema: contentSchema('A content page (terms, privacy, cookies, anpc, legal, help) as sanitised HTML', z.object({ name: z.enum(SITE_PAGES) }), sitePageDto),
    handler: async (request, reply) => {
      await refresh();
      return sendContent(reply, content.page(request.params.name, request.query.lang));
    },
  });

  r.get('/site/articles', {
    schema: {
      tags,
      summary: 'Blog articles, newest first, in the wanted language else Romanian',
      querystring: articlesQuery,
      response: { 200: articlesPageDto, 400: errorResponse },
    },
    handler: async (request, reply) => reply.header('cache-control', CACHE).send(content.articlesPage(request.query.lang, request.query.page)),
  });

  r.get('/site/articles/:slug', {
    schema: contentSchema('One blog article as sanitised HTML', z.object({ slug: z.string().max(120).regex(SLUG_PATTERN) }), articleDto),
    handler: async (request, reply) => sendContent(reply, content.article(request.params.slug, request.query.lang)),
  });

  r.get('/site/landing/:slug', {
    schema: contentSchema('A landing page: text, FAQ and the catalogue applications it leads to', z.object({ slug: z.enum(LANDING_SLUGS) }), landingDto),
    handler: async (request, reply) => sendContent(reply, content.landing(request.params.slug, request.query.lang)),
  });

  r.get('/site/extras', {
    schema: {
      tags,
      summary: 'Testimonials and marketing figures the operator published (empty when none)',
      response: { 200: siteExtrasDto },
    },
    handler: async (_request, reply) => reply.header('cache-control', CACHE).send(content.extras()),
  });

  r.get('/site/operator', {
    schema: {
      tags,
      summary:
        "The operator's identification and contact (each field from configuration, else as the admin saved it), and the ANPC pictograms placed in content/media; unset fields are absent",
      response: { 200: operatorDto },
    },
    // A minute, not five: the admin may change the details at any time.
    handler: async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ ...(await operator()), pictograms: content.anpcPictograms() }),
  });

  r.get('/site/media/:file', {
    schema: {
      tags,
      summary: 'A picture of the site content (content/media/)',
      params: z.object({ file: z.string().max(120).regex(/^[a-z0-9-]+\.[a-z]+$/) }),
      response: { 200: fileResponse(['image/webp', 'image/png', 'image/jpeg', 'image/svg+xml'], 'The picture'), 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const media = found(content.media(request.params.file));
      return reply.type(media.type).header('cache-control', 'public, max-age=86400').send(createReadStream(media.file));
    },
  });
};
