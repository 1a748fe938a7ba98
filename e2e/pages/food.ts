// Page object of a food page's sections and its feeding calculator (with "Mijn dieren").
import { expect, type Page } from '@playwright/test'
import { food } from '../../src/messages/nl/feeding'

export { food as foodMessages }

export class FoodSections {
  constructor(readonly page: Page) {}

  section(name: string) {
    return this.page.getByRole('region', { name, exact: true })
  }

  get composition() {
    return this.section(food.sections.composition)
  }

  get constituents() {
    return this.section(food.sections.constituents)
  }

  /** The feeding table, by its caption. */
  get table() {
    return this.page.getByRole('table', { name: food.sections.feedingCaption })
  }

  /** The grams a day the table says for a weight row ("4 kg"). */
  async tableGrams(kg: string): Promise<number> {
    const row = this.table.getByRole('row', { name: new RegExp(`^${kg} kg\\b`) })
    return Number(/(\d+) g/.exec((await row.textContent()) ?? '')?.[1])
  }

  get calculator() {
    return this.page.getByRole('group', { name: food.calculator.heading })
  }

  get weight() {
    return this.calculator.getByRole('textbox', { name: food.calculator.weight })
  }

  get result() {
    return this.calculator.getByRole('status').first()
  }

  /** The calculator loads when its section comes near the screen: brings it there. */
  async openCalculator() {
    await this.table.scrollIntoViewIfNeeded()
    await this.weight.scrollIntoViewIfNeeded({ timeout: 15_000 })
  }

  async calculate(weight: string) {
    await this.openCalculator()
    await this.weight.fill(weight)
    await this.calculator.getByRole('button', { name: food.calculator.calculate }).click()
  }

  /** The grams a day and the days the bag lasts, as the result says them. */
  async outcome(): Promise<{ grams: number; days: number }> {
    await expect(this.result).toContainText(/gram per dag/)
    const text = (await this.result.textContent()) ?? ''
    return {
      grams: Number(/(\d+) gram per dag/.exec(text)?.[1]),
      days: Number(/ongeveer (\d+) dag/.exec(text)?.[1]),
    }
  }

  get pets() {
    return this.calculator.getByRole('region', { name: food.pets.heading })
  }

  async addPet(name: string, species: string, weight: string) {
    await this.openCalculator()
    await this.calculator.getByText(food.pets.manage).click()
    await this.pets.getByRole('button', { name: food.pets.add }).click()
    await this.pets.getByRole('textbox', { name: food.pets.name }).fill(name)
    await this.pets.getByRole('combobox', { name: food.pets.species }).selectOption(species)
    await this.pets.getByRole('textbox', { name: food.pets.weight }).fill(weight)
    await this.pets.getByRole('button', { name: food.pets.save }).click()
    await expect(this.pets.getByRole('status')).toHaveText(food.pets.saved(name))
  }
}
