// Category tiles of a CategoryTiles block: one link per category (names resolved by the route).
import { Link } from 'react-router-dom'
import { useContentLinks } from '../content-links'

export interface CategoryTile {
  id: number
  title: string
}

export function CategoryTiles({ title, tiles }: { title: string; tiles: readonly CategoryTile[] }) {
  const links = useContentLinks()
  if (tiles.length === 0) return null
  return (
    <section className="content-block">
      <h2 className="h3 mb-3">{title}</h2>
      <ul className="category-tiles list-unstyled mb-0">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link to={links.category(tile.id)} className="category-tile">
              {tile.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
