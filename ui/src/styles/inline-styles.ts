// Every rule of the shop, as text for one <style> in the head (root.tsx). The whole sheet is about 6 KB gzip, so it
// travels inside the HTML instead of as a render-blocking stylesheet request (docs/decisions.md, "Serve path"). Only the
// server renders it: `?inline` modules have no side effects, so the browser bundle drops this module and its text.
import app from './app.css?inline';
import cart from './cart.css?inline';
import pages from './pages.css?inline';

export const inlineStyles = `${app}\n${pages}\n${cart}`;
