// Wire types of the mock backend: the commerce ("ASPOS") and content services' PascalCase DTOs.
// The wire shapes the mock stores as the service sends them are the api's z.infer types (one
// declaration, checked by the compiler); the interfaces below are the mock's own records, which
// are stricter than the wire (always filled) or hold state the service keeps to itself.
import type { OpeningHoursDto } from '@/api/aspos/stores'
import type { AddressDto } from '@/api/aspos/addresses'
export type { MenuArticleDto } from '@/api/vm/content'
export type { OpeningHoursDto } from '@/api/aspos/stores'
export type { JobDto } from '@/api/aspos/jobs'
export type { BlogPostDto } from '@/api/aspos/blog'
export type { RecipeDto } from '@/api/aspos/recipes'
export type { AddressDto } from '@/api/aspos/addresses'
export type { InvoiceDto } from '@/api/aspos/orders'
export type { ConfigDto } from '@/api/aspos/config'

export interface ImageRef {
  Name: string
  FileExtension: string
}

export interface WebNodeDto {
  Id: number
  Description: string
  /** Slug of this node only, e.g. 'droogvoer'. */
  NodeUrl: string
  Children: WebNodeDto[]
}

export interface DiscountDto {
  Id: number
  Name: string
  Description: string
  StartDate: string
  StartTime: string
  EndDate: string
  EndTime: string
  PriceInclTax: number | null
  Percentage: number | null
  MinQuantity: number | null
  LoyaltyPoints: number | null
  IsLoyalty: boolean
}

export interface ProductFieldDto {
  Code: string
  Value: string
}

export interface KitDto {
  ProductId: number
  Quantity: number
  IsDeposit: boolean
  Description: string
  PriceInclTax: number
}

export interface StorePriceDto {
  StoreCode: string
  PriceInclTax: number
}

export interface ColorDto {
  Code: string
  Name: string
  Hex: string
  Family: string
}

export interface ProductDto {
  Id: number
  Code: string
  Url: string
  Description: string
  ShortDescription: string
  LongDescription: string
  BrandId: number
  BrandName: string
  CollectionSlug: string | null
  WebNodeIds: number[]
  PriceInclTax: number
  VatPercentage: number
  Discount: { PriceInclTax: number } | null
  Discounts: DiscountDto[]
  ActiveDiscounts: DiscountDto[]
  StorePrices: StorePriceDto[]
  Kits: KitDto[]
  DefaultScanCode: { Code: string }
  IsWeightProduct: boolean
  WeightPrice: number | null
  Images: ImageRef[]
  Fields: ProductFieldDto[]
  Banners: { Name: string; Title: string }[]
  Certs: { Code: string; Name: string }[]
  ParentProductId: number | null
  /** How many variants carry this product as their parent (a parent is a choice, not an article). */
  VariantCount?: number
  IsVirtual: boolean
  Stock: number
  Colors: ColorDto[]
  Rating: number | null
  CreatedDate: string
}

export interface BrandDto {
  Id: number
  Name: string
  UrlSlug: string
  Description: string
  Logo: ImageRef
  IsMainBrand: boolean
  Collections: { Name: string; UrlSlug: string }[]
}

export interface MenuItemDto {
  ID: number
  Title: string
  AlternateUrl: string
  Children?: MenuItemDto[]
}

export interface MenuDto {
  Name: string
  Items: MenuItemDto[]
}

export interface BannerDto {
  Title: string
  Text: string
  Images: ImageRef[]
  IsHidden: boolean
  Url?: string
  LinkText?: string
}

export interface BannerCategoryDto {
  Name: string
  Banners: BannerDto[]
}

export interface BlockDto {
  ID: number
  Type: string
  /** A JSON string; see the block data interfaces below. */
  Data: string
}

/** Shapes of BlockDto.Data once parsed, per Type. */
export interface HeroBlockData {
  Title: string
  Text: string
  Image: ImageRef
  LinkUrl: string
  LinkText: string
}
export interface TextBlockData {
  Title?: string
  Html: string
}
export interface ProductListBlockData {
  Title: string
  ProductIds: number[]
}
export interface CategoryTilesBlockData {
  Title: string
  WebNodeIds: number[]
}
export interface ImageBlockData {
  Image: ImageRef
  Alt: string
  Width: number
  Height: number
}
export interface CtaBlockData {
  Title: string
  Text: string
  LinkUrl: string
  LinkText: string
}
export interface DiyGuideBlockData {
  Title: string
  UrlSlug: string
  Intro: string
  Difficulty: 'Makkelijk' | 'Gemiddeld' | 'Moeilijk'
  DurationMinutes: number
  Steps: string[]
  Products: { ProductId: number; Quantity: number }[]
}
export interface FaqGroupBlockData {
  Topic: string
  Items: { Question: string; Answer: string }[]
}

export type AtomType =
  | 'Content.Article'
  | 'Commerce.ProductCategory'
  | 'Commerce.Brand'
  | 'Commerce.Product'
  | 'Content.JobOpening'
  | 'Contact.Company'

export interface ArticleDto {
  Id: number
  AtomType: AtomType
  UrlSlug: string
  Title: string
  Description: string
  Keywords: string
  Blocks: BlockDto[]
  /** Page-specific extra banner categories; the shared ones live in the seed's bannerCategories. */
  BannerCategories: BannerCategoryDto[]
}

export interface StoreDto {
  Id: number
  Code: string
  Name: string
  UrlSlug: string
  CompanyName: string
  Street: string
  HouseNumber: string
  HouseNumberExtension: string
  PostalCode: string
  City: string
  LocationCode: string
  Phone: string
  Email: string
  Latitude: number
  Longitude: number
  OpeningHours: OpeningHoursDto[]
  Services: string[]
  IsPickupLocation: boolean
  Image: ImageRef
  Description: string
}

export interface FaqItemDto {
  Id: number
  Topic: string
  Question: string
  Answer: string
}

export type AddressType = 'Default' | 'Delivery' | 'Invoice'

export interface CustomerDto {
  Id: number
  Email: string
  /** Plaintext: mock backend only. */
  Password: string
  FirstName: string
  MiddleName: string
  LastName: string
  Phone: string
  BirthDate: string | null
  CustomerGroup: { Code: string; Description: string }
  NewsletterSubscribed: boolean
  LoyaltyCardNumber: string | null
  LoyaltyPoints: number
  Fields: ProductFieldDto[]
  Addresses: AddressDto[]
}

export interface OrderLineDto {
  ProductId: number
  Description: string
  Quantity: number
  PriceInclTax: number
  Color: string | null
}

export type OrderStatus =
  'Ontvangen' | 'In behandeling' | 'Verzonden' | 'Afgeleverd' | 'Geannuleerd'

export interface OrderDto {
  Id: number
  OrderNumber: string
  CustomerId: number | null
  Email: string
  OrderDate: string
  Status: OrderStatus
  Lines: OrderLineDto[]
  DeliveryMethod: 'Delivery' | 'Pickup'
  DeliveryAddress: AddressDto | null
  PickupStoreCode: string | null
  InvoiceAddress: AddressDto
  ShippingCosts: number
  TotalInclTax: number
  PaymentMethod: string
  TrackAndTraceCode: string | null
  PostalCode: string
  /** Voucher codes used on this order (recorded so single-use codes are used up). */
  VoucherCodes?: string[]
}

export interface VoucherDto {
  Id: number
  Code: string
  Description: string
  Amount: number | null
  Percentage: number | null
  MinOrderAmount: number
  ValidUntil: string
  /** null = a public code anyone can use. */
  CustomerId: number | null
  /**
   * How often it may be used: SingleUse (one order, the default of personal vouchers), FirstOrder
   * (only on a customer's or e-mail address's first order); left out = unlimited (public codes).
   */
  Usage?: 'SingleUse' | 'FirstOrder'
}

export interface PostcodeEntryDto {
  /** '1234AB', no space. */
  PostalCode: string
  Street: string
  City: string
  MinNumber: number
  MaxNumber: number
}
