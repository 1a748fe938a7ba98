// Wire types of the mock backend: the commerce ("ASPOS") and content services' PascalCase DTOs.
// Every wire shape is declared once, as the api's z.infer type (src/api), so the compiler checks that
// what the mock stores is what the client parses. What this file adds is only the mock's own part:
// - `Filled`/`Present`: fields the wire lets the service leave out (or send as null) are always
//   written by the mock, whose seed is complete; its handlers never have to guess them;
// - mock-only state the service keeps to itself (a password, the voucher's owner, used codes);
// - the shapes of block data and records no answer sends as they are stored (postcode table, FAQ).
import type { AddressDto } from '@/api/aspos/addresses'
import type { CartDto as WireCartDto, CartLineDto as WireCartLineDto } from '@/api/aspos/cart'
import type { BrandDto as WireBrandDto } from '@/api/aspos/brands'
import type { CustomerDto as WireCustomerDto, CustomerVoucherDto } from '@/api/aspos/customer'
import type { ImageRefDto } from '@/api/image-ref'
import type { OrderDto as WireOrderDto } from '@/api/aspos/orders'
import type {
  DiscountDto as WireDiscountDto,
  ProductDto as WireProductDto,
} from '@/api/aspos/products'
import type { StoreDto as WireStoreDto } from '@/api/aspos/stores'
import type { AtomType } from '@/api/vm/content'
import type { ArticleDto as WireArticleDto, MenuArticleDto } from '@/api/vm/content-model'
export type {
  MenuArticleDto,
  MenuItemDto,
  BannerDto,
  BannerCategoryDto,
  BlockDto,
} from '@/api/vm/content-model'
export type { AtomType } from '@/api/vm/content'
export type { OpeningHoursDto } from '@/api/aspos/store-hours'
export type { JobDto } from '@/api/aspos/jobs'
export type { BlogPostDto } from '@/api/aspos/blog'
export type { RecipeDto } from '@/api/aspos/recipes'
export type { AddressDto, AddressType } from '@/api/aspos/addresses'
export type { InvoiceDto } from '@/api/aspos/invoices'
export type { OrderStatus } from '@/api/aspos/orders'
export type { ConfigDto } from '@/api/aspos/config'
export type { WebNodeDto } from '@/api/aspos/webnodes'

/** The wire type T with the fields K always written and never null. */
type Filled<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> }
/** The wire type T with the fields K always written; null stays where the wire allows it. */
type Present<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> }

export type ImageRef = ImageRefDto

/** A discount with its whole validity window written (the seed dates every discount). */
export type DiscountDto = Filled<
  Present<WireDiscountDto, 'PriceInclTax' | 'Percentage' | 'MinQuantity' | 'LoyaltyPoints'>,
  'StartDate' | 'StartTime' | 'EndDate' | 'EndTime' | 'IsLoyalty'
>

export type ProductDto = Filled<
  Present<
    Omit<WireProductDto, 'Discounts' | 'ActiveDiscounts' | 'Banners'>,
    'CollectionSlug' | 'Discount' | 'WeightPrice' | 'ParentProductId' | 'Rating'
  >,
  | 'ShortDescription'
  | 'LongDescription'
  | 'BrandId'
  | 'BrandName'
  | 'VatPercentage'
  | 'DefaultScanCode'
  | 'IsWeightProduct'
  | 'IsVirtual'
  | 'Stock'
  | 'CreatedDate'
> & {
  Discounts: DiscountDto[]
  ActiveDiscounts: DiscountDto[]
  Banners: { Name: string; Title: string }[]
}
export type ProductFieldDto = ProductDto['Fields'][number]
export type KitDto = ProductDto['Kits'][number]
export type StorePriceDto = ProductDto['StorePrices'][number]
export type ColorDto = ProductDto['Colors'][number]

export type BrandDto = Filled<WireBrandDto, 'Description' | 'Logo' | 'IsMainBrand'>

export type MenuDto = MenuArticleDto['Menus'][number]

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

/**
 * A page article as the content service stores it: a known atom type, every field written. The
 * menus and the linked documents of an answer are not stored with the article; the handler adds them.
 */
export type ArticleDto = Filled<
  Omit<WireArticleDto, 'AtomType' | 'Menus' | 'Children' | 'Siblings' | 'RelatedDocuments'>,
  'Id' | 'UrlSlug' | 'Title' | 'Description' | 'Keywords' | 'Blocks' | 'BannerCategories'
> & { AtomType: AtomType }

export type StoreDto = Filled<
  WireStoreDto,
  'HouseNumberExtension' | 'LocationCode' | 'Phone' | 'Email' | 'Image' | 'Description'
>

export interface FaqItemDto {
  Id: number
  Topic: string
  Question: string
  Answer: string
}

/**
 * The customer as the service keeps it: the wire customer with every field written, plus what the
 * service keeps to itself or sends in other answers (custom Fields, the address book).
 */
export type CustomerDto = Filled<
  Present<Omit<WireCustomerDto, 'CustomerGroup'>, 'BirthDate' | 'LoyaltyCardNumber'>,
  'MiddleName' | 'Phone' | 'NewsletterSubscribed' | 'LoyaltyPoints'
> & {
  CustomerGroup: { Code: string; Description: string }
  /** Plaintext: mock backend only. */
  Password: string
  Fields: ProductFieldDto[]
  Addresses: AddressDto[]
}

export type OrderDto = WireOrderDto & {
  /** Voucher codes used on this order (recorded so single-use codes are used up). */
  VoucherCodes?: string[]
  /**
   * Moments the record names itself instead of the ageing rule's (db/order-progress.ts), ISO 8601:
   * when the parcel left and when it is (to be) delivered. Never sent as such.
   */
  ShippedAt?: string
  DeliveredAt?: string
}
export type OrderLineDto = OrderDto['Lines'][number]

/**
 * A voucher as the service keeps it. The wire's IsPersonal is derived from the owner, so the
 * record stores CustomerId instead (null = a public code anyone can use), plus how often it may be used.
 */
export type VoucherDto = Omit<CustomerVoucherDto, 'IsPersonal'> & {
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

/** The cart as the mock answers it: every field the spec lets a service leave out is written. */
export type CartLineDto = Present<
  WireCartLineDto,
  'LineId' | 'Color' | 'ColorName' | 'Image' | 'LineTotalInclTax' | 'IsVirtual'
> & {
  Stock: number
}
export type CartDto = Omit<
  Present<
    WireCartDto,
    | 'SubTotalInclTax'
    | 'DepositTotalInclTax'
    | 'FreeShippingFromInclTax'
    | 'RequiresDelivery'
    | 'DeliveryMethod'
    | 'DeliveryAddress'
    | 'InvoiceAddress'
    | 'PickupLocation'
    | 'ShippingMethod'
    | 'Email'
    | 'OrderReference'
  >,
  'CartLines'
> & { CartLines: CartLineDto[] }

/** What the catalogue seed writes to make one product (seed-catalogue.ts makeProduct, seed-food.ts). */
export interface ProductSpec {
  id: number
  name: string
  brand: string
  leaves: number[]
  price: number
  content: string
  short: string
  food?: boolean
  stock?: number
  created?: string
  images?: number
  rating?: number | null
  delivery?: string
  collection?: string | null
  /** A gift card sent by e-mail (the only kind of product that is virtual). */
  digital?: boolean
}
