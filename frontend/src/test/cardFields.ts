/** A card's fields as [label, value] text pairs, in the order the card shows them. */
export function cardFields(card: HTMLElement): [string, string][] {
  return Array.from(card.querySelectorAll('.ams-data-card-field')).map((field) => [
    (field.querySelector('dt')?.textContent ?? '').trim(),
    (field.querySelector('dd')?.textContent ?? '').trim(),
  ]);
}
