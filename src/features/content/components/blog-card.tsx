// A blog post teaser: image, date, title (link) and summary; a related document from the content
// service has only its title, so the rest is shown when known.
import { Link } from 'react-router-dom'
import type { BlogPost } from '@/api/aspos/blog'
import { ApiImage } from '@/components/api-image'
import { formatDate } from '@/lib/format'
import { useContentLinks } from '../content-links'

const BLOG_CARD_IMAGE = { width: 416, height: 234 }

export type BlogCardPost = Pick<BlogPost, 'slug' | 'title'> &
  Partial<Pick<BlogPost, 'image' | 'publishDate' | 'summary'>>

export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardPost; headingLevel?: 2 | 3 }) {
  const links = useContentLinks()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card h-100 blog-card">
      {post.image && (
        <ApiImage
          name={post.image.name}
          extension={post.image.extension}
          alt=""
          width={BLOG_CARD_IMAGE.width}
          height={BLOG_CARD_IMAGE.height}
          className="card-img-top"
        />
      )}
      <div className="card-body d-flex flex-column">
        {post.publishDate && (
          <p className="small text-body-secondary mb-1">
            <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
          </p>
        )}
        <Heading className="h5 card-title">
          <Link to={links.blogPost(post.slug)} className="stretched-link link-body-emphasis">
            {post.title}
          </Link>
        </Heading>
        {post.summary && <p className="card-text mb-0">{post.summary}</p>}
      </div>
    </article>
  )
}
