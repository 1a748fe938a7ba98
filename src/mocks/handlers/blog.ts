// Which blog posts are related to a post: one rule for the commerce blog call and the content
// service's RelatedDocuments of a post's article.
import type { BlogPostDto } from '../db/types'

const newestFirst = (a: BlogPostDto, b: BlogPostDto) => b.PublishDate.localeCompare(a.PublishDate)

/**
 * Posts sharing the most tags first (newest first on a tie), topped up with the newest other posts,
 * so a post whose tags no other post has still links on; never the post itself.
 */
export function relatedPosts(post: BlogPostDto, all: BlogPostDto[], max = 3): BlogPostDto[] {
  const others = all.filter((p) => p.Id !== post.Id).sort(newestFirst)
  const shared = (p: BlogPostDto) => p.Tags.filter((t) => post.Tags.includes(t)).length
  const byTags = others
    .filter((p) => shared(p) > 0)
    .sort((a, b) => shared(b) - shared(a) || newestFirst(a, b))
  return [...byTags, ...others.filter((p) => shared(p) === 0)].slice(0, max)
}
