/** The schemas blog answers are checked with, loaded when a blog call is made: a prerendered blog page has its data already. */
export { BlogListResponseSchema, BlogPostResponseSchema, MessageResponseSchema } from '@chatgate/contracts';
