// A recipe: intro, image, prep time and yield, the source mark, ingredients and steps.
import type { Recipe } from '@/api/aspos/recipes'
import { ApiImage } from '@/components/api-image'
import { content as messages } from '@/messages/nl/content'
import { SourceMark } from './source-mark'

const RECIPE_IMAGE = { width: 640, height: 427 }

export function RecipeView({ recipe }: { recipe: Recipe }) {
  const m = messages.recipes
  return (
    <article className="recipe">
      <h1>{recipe.title}</h1>
      <p className="lead">{recipe.intro}</p>
      <div className="row g-4 mb-4">
        {recipe.image && (
          <div className="col-md-6">
            <ApiImage
              name={recipe.image.name}
              extension={recipe.image.extension}
              alt=""
              width={RECIPE_IMAGE.width}
              height={RECIPE_IMAGE.height}
              priority
              className="img-fluid rounded"
            />
          </div>
        )}
        <div className="col-md-6">
          <dl className="recipe-facts">
            <div>
              <dt>{m.prepTime}</dt>
              <dd>{m.minutes(recipe.prepTimeMinutes)}</dd>
            </div>
            <div>
              <dt>{m.servings}</dt>
              <dd>{recipe.servings}</dd>
            </div>
          </dl>
          {recipe.sourceType && (
            <section aria-label={m.source}>
              <SourceMark source={recipe.sourceType} />
            </section>
          )}
        </div>
      </div>
      <div className="row g-4">
        <section className="col-md-5" aria-labelledby="recipe-ingredients">
          <h2 id="recipe-ingredients" className="h4">
            {m.ingredients}
          </h2>
          <ul className="recipe-ingredients">
            {recipe.ingredients.map((ingredient) => (
              <li key={ingredient.name}>
                <span className="fw-semibold">{ingredient.amount}</span> {ingredient.name}
              </li>
            ))}
          </ul>
        </section>
        <section className="col-md-7" aria-labelledby="recipe-steps">
          <h2 id="recipe-steps" className="h4">
            {m.steps}
          </h2>
          <ol className="recipe-steps">
            {recipe.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  )
}
