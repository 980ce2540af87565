/** A product card's boxes (the same elements and classes) without content: the square picture, name, price and stock lines. */
export function PlaceholderCard() {
  return (
    <li aria-hidden="true" className="product-card">
      <div className="product-card__media" />
      <h3 className="product-card__name">&nbsp;</h3>
      <p className="product-card__price">&nbsp;</p>
      <p className="stock-badge">&nbsp;</p>
    </li>
  );
}
