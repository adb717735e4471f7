/**
 * Tooltip timing (docs/product.md#13-business-constants). A tooltip opens after TOOLTIP_DELAY_MS of hover
 * and at once on keyboard focus, both in its CSS. Once a tooltip has shown, a pointer that reaches a tooltip
 * control (the same one or another) within TOOLTIP_SKIP_DELAY_MS of leaving it opens that tooltip at once.
 * skipTooltipDelays marks that state as TOOLTIP_SKIP on <html>, from the moment a tooltip has shown until
 * the skip delay after the pointer left it; the tooltips' CSS drops the hover delay while it is there. The
 * mark is set before the pointer leaves, so a pointer that jumps straight onto the next control finds it.
 * Controls are marked with TOOLTIP_CONTROL.
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_CONTROL = 'data-tooltip-control';
export const TOOLTIP_SKIP = 'data-tooltip-skip';

export function skipTooltipDelays(doc: Document = document): void {
  const root = doc.documentElement;
  let showing: ReturnType<typeof setTimeout> | undefined;
  let ending: ReturnType<typeof setTimeout> | undefined;

  // Whether a pointer event enters or leaves a control; moves between the parts of one control do neither.
  const crossesControl = (event: PointerEvent): boolean => {
    if (event.pointerType === 'touch' || !(event.target instanceof Element)) return false;
    const control = event.target.closest(`[${TOOLTIP_CONTROL}]`);
    return !!control && !(event.relatedTarget instanceof Node && control.contains(event.relatedTarget));
  };

  doc.addEventListener('pointerover', (event) => {
    if (!crossesControl(event)) return;
    clearTimeout(ending);
    if (!root.hasAttribute(TOOLTIP_SKIP)) showing = setTimeout(() => root.setAttribute(TOOLTIP_SKIP, ''), TOOLTIP_DELAY_MS);
  });
  doc.addEventListener('pointerout', (event) => {
    if (!crossesControl(event)) return;
    clearTimeout(showing);
    if (root.hasAttribute(TOOLTIP_SKIP)) ending = setTimeout(() => root.removeAttribute(TOOLTIP_SKIP), TOOLTIP_SKIP_DELAY_MS);
  });
}
