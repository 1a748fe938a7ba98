// The listing's part of the head boot script (src/boot.ts), a module of its own that the boot script
// imports only on a listing or search results page, beside the page's list call: it holds the
// card's price rules and the catalogue's words (src/app/first-screen-listing.ts), which home and
// every other page do not need before their first screen.
export {
  categoryOpening,
  paintListing,
  rawCategory,
  searchOpening,
} from '@/app/first-screen-listing'
