// Types of the two JsBarcode encoders the loyalty card uses (the package types only its DOM API).
declare module 'jsbarcode/bin/barcodes/EAN_UPC/EAN13.js' {
  export default class EAN13 {
    constructor(data: string, options: { flat?: boolean })
    valid(): boolean
    encode(): { data: string; text: string }
  }
}
declare module 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js' {
  export default class CODE128 {
    constructor(data: string, options: object)
    valid(): boolean
    encode(): { data: string; text: string }
  }
}
