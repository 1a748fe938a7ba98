// The complete mock-backend seed: createSeed() hands out a fresh, independent deep copy of the deterministic data.

import { brands, products, webNodes } from './seed-catalogue'
import { articles, bannerCategories, menuArticle } from './seed-content'
import {
  blogPosts,
  config,
  customers,
  faqItems,
  invoices,
  jobs,
  orders,
  postcodes,
  recipes,
  stores,
  vouchers,
} from './seed-stores-people'
import { rhythmOrders } from './seed-rhythms'
import { invoicesForOrders, ordersOnTheirWay } from './seed-order-life'
import { addFlowCustomers } from './seed-flow-customers'
import type {
  ArticleDto,
  BannerCategoryDto,
  BlogPostDto,
  BrandDto,
  ConfigDto,
  CustomerDto,
  FaqItemDto,
  InvoiceDto,
  JobDto,
  MenuArticleDto,
  OrderDto,
  PostcodeEntryDto,
  ProductDto,
  RecipeDto,
  StoreDto,
  VoucherDto,
  WebNodeDto,
} from './types'

export interface Seed {
  webNodes: WebNodeDto[]
  brands: BrandDto[]
  products: ProductDto[]
  menuArticle: MenuArticleDto
  /** Shared banner categories (mainbanners, contactdetails, usp-banners, newsletter-promo-modal, mainbrands, mainjobs). */
  bannerCategories: BannerCategoryDto[]
  articles: ArticleDto[]
  stores: StoreDto[]
  jobs: JobDto[]
  blogPosts: BlogPostDto[]
  faqItems: FaqItemDto[]
  recipes: RecipeDto[]
  customers: CustomerDto[]
  orders: OrderDto[]
  invoices: InvoiceDto[]
  vouchers: VoucherDto[]
  config: ConfigDto
  postcodes: PostcodeEntryDto[]
}

const source: Seed = {
  webNodes,
  brands,
  products,
  menuArticle,
  bannerCategories,
  articles,
  stores,
  jobs,
  blogPosts,
  faqItems,
  recipes,
  customers,
  orders,
  invoices,
  vouchers,
  config,
  postcodes,
}

/**
 * A fresh deep copy on every call: callers may mutate it freely. The orders in a rhythm ("Bijna
 * op?") are dated relative to `now`'s day, so the same day always gives the same seed; the parcel
 * on its way is relative to `now` itself.
 */
export function createSeed(now = new Date()): Seed {
  const seed = structuredClone(source)
  seed.orders.push(...rhythmOrders(now), ...ordersOnTheirWay(now))
  // Every paid order of an account has its invoice (the seed's own five, then one each).
  seed.invoices = invoicesForOrders(seed.orders, seed.invoices)
  // The flows' own copies of the demo and loyal accounts, one per spec file (seed-flow-customers.ts).
  addFlowCustomers(seed)
  return seed
}
