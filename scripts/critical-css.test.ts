import { describe, expect, it } from 'vitest'
import { bootRules } from './critical-css'

const built =
  ':root,[data-bs-theme=light]{--bs-primary:#5a8a00}' +
  '*,:after,:before{box-sizing:border-box}' +
  'body{margin:0}' +
  '.btn{padding:1rem}' +
  '.container,.container-fluid{width:100%}' +
  '@media (min-width:576px){.container,.container-sm{max-width:540px}.col-sm-6{flex:0 0 50%}}' +
  '@media (min-width:992px){.col-lg-4{flex:0 0 33%}}' +
  '@keyframes spinner-border{to{transform:rotate(1turn)}}' +
  '@keyframes progress-bar-stripes{0%{background-position-x:1rem}}' +
  '.spinner-border{animation:.75s linear infinite spinner-border}' +
  '.boot-bar{height:2rem}'

describe('bootRules', () => {
  it('keeps what the boot screen uses and leaves the rest of the stylesheet out', () => {
    const css = bootRules(built)
    expect(css).toContain(':root,[data-bs-theme=light]{--bs-primary:#5a8a00}')
    expect(css).toContain('body{margin:0}')
    expect(css).toContain('@media (min-width:576px){.container,.container-sm{max-width:540px}}')
    expect(css).toContain('@keyframes spinner-border')
    expect(css).toContain('.boot-bar{height:2rem}')
    expect(css).not.toContain('.btn')
    expect(css).not.toContain('col-sm-6')
    expect(css).not.toContain('col-lg-4')
    expect(css).not.toContain('progress-bar-stripes')
  })
})
