import { describe, expect, it } from 'vitest';
import { withEdits } from '../lib/page-edits.server';
import { classesIn, firstPaintRuleEdits, selectorNeeds } from './first-paint-rules.server';

const withFirstPaintRules = (page: Buffer<ArrayBuffer>, link: string, shares: string[]) =>
  withEdits(page, firstPaintRuleEdits(page, link, shares));

const LINK = '<link rel="stylesheet" href="/assets/all-1.css"';

/** The share's rules a page keeps whose markup above the link has these classes. */
function rulesFor(css: string, classes: ReadonlySet<string>): string {
  const page = Buffer.from(`<html><head><style>${css}</style></head><body class="${[...classes].join(' ')}">${LINK}/></body></html>`);
  return /<style>(.*?)<\/style>/.exec(withFirstPaintRules(page, LINK, [css]).toString())?.[1] ?? '';
}

// A page's inline share keeps the rules the markup above the whole sheet's link can use; what it cannot judge stays.
const SHEET =
  '.card{color:red}.card__name,.chip{margin:0}.chip:hover{color:blue}a{color:inherit}' +
  '@media (min-width:960px){.card{width:25%}.chip{display:none}}@media (min-width:1200px){.chip{gap:4px}}' +
  ':is(.bg-red,.bg-blue) a{color:#fff}.grid:not(.grid--open){gap:1px}.header:has(>.cart){top:0}' +
  '@keyframes spin{to{transform:rotate(1turn)}}.spinner{animation:spin 1s}@keyframes fade{to{opacity:0}}';

describe('selectorNeeds', () => {
  it('counts only the classes a selector cannot match without', () => {
    expect(selectorNeeds('.card > .card__name a:hover')).toEqual({ all: ['card', 'card__name'], any: [] });
    expect(selectorNeeds(':is(.bg-red, .bg-blue) a')).toEqual({ all: [], any: [['bg-red', 'bg-blue']] });
    expect(selectorNeeds('.x :where(.a,.b) :is(.c > .d, .e)')).toEqual({ all: ['x'], any: [['a', 'b']] });
    expect(selectorNeeds('.grid:not(.grid--open)')).toEqual({ all: ['grid'], any: [] });
    expect(selectorNeeds('.header:has(> .cart)')).toEqual({ all: ['header'], any: [] });
    expect(selectorNeeds('a[href$=".pdf"]')).toEqual({ all: [], any: [] });
  });
});

describe('rulesFor', () => {
  it('keeps, in order, the rules that can match and rules without classes', () => {
    expect(rulesFor(SHEET, new Set(['card']))).toBe('.card{color:red}a{color:inherit}@media (min-width:960px){.card{width:25%}}');
    expect(rulesFor(SHEET, new Set(['card', 'bg-blue']))).toContain('}:is(.bg-red,.bg-blue) a{color:#fff}');
  });

  it('keeps the keyframes a kept rule names, in their place', () => {
    expect(rulesFor(SHEET, new Set(['spinner']))).toBe(
      'a{color:inherit}@keyframes spin{to{transform:rotate(1turn)}}.spinner{animation:spin 1s}',
    );
  });

  it('keeps a rule one of whose selectors matches, and drops a conditional group left empty', () => {
    const kept = rulesFor(SHEET, new Set(['chip', 'grid', 'header']));
    expect(kept).toContain('.card__name,.chip{margin:0}.chip:hover{color:blue}');
    expect(kept).toContain('@media (min-width:960px){.chip{display:none}}@media (min-width:1200px){.chip{gap:4px}}');
    expect(kept).toContain('.grid:not(.grid--open){gap:1px}.header:has(>.cart){top:0}');
    expect(rulesFor(SHEET, new Set())).not.toContain('@media');
  });
});

describe('withFirstPaintRules', () => {
  const page = (body: string) =>
    Buffer.from(`<html><head><style>.shell{}</style><style>${SHEET}</style></head><body class="page">${body}</body></html>`);

  it("cuts the share to the classes above the whole sheet's link, and leaves the other styles alone", () => {
    const html = withFirstPaintRules(page(`<ul><li class="card x">A</li></ul>${LINK}/><footer class="chip"></footer>`), LINK, [
      SHEET,
    ]).toString();
    expect(html).toContain('<style>.shell{}</style>');
    expect(html).toContain(`<style>${rulesFor(SHEET, new Set(['page', 'card', 'x']))}</style>`);
    expect(html).not.toContain('.chip{');
    expect(html).toContain('<footer class="chip">');
  });

  it('leaves a page that links no whole sheet in its body as it is', () => {
    const original = page('<p class="card">A</p>');
    expect(withFirstPaintRules(original, LINK, [SHEET])).toBe(original);
  });

  it('reads every class of a class attribute', () => {
    expect([...classesIn('<a class="button  button--primary">x</a><p class="">y</p>')]).toEqual(['button', 'button--primary']);
  });
});
