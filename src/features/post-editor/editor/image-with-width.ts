import Image from '@tiptap/extension-image';

export const IMAGE_SIZE_PRESETS = [
  { label: 'Small', width: '200px' },
  { label: 'Medium', width: '400px' },
  { label: 'Large', width: '600px' },
  { label: 'Full', width: '100%' },
] as const;

export const IMAGE_WIDTH_MIN = 100;
export const IMAGE_WIDTH_MAX = 1200;
export const IMAGE_WIDTH_STEP = 10;
export const IMAGE_WIDTH_DEFAULT = 400;

/** '400px', '400' → '400px'; '100%' stays; anything else → null. */
export function normaliseImageWidth(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  const px = /^(\d+(?:\.\d+)?)(px)?$/i.exec(value);
  if (px) return `${Math.round(Number(px[1]))}px`;
  const pct = /^(\d+(?:\.\d+)?)%$/.exec(value);
  if (pct && Number(pct[1]) > 0 && Number(pct[1]) <= 100) return `${Number(pct[1])}%`;
  return null;
}

/** The slider position for a width: its pixels, or 400 when the width is a percentage or unset. */
export function sliderWidth(width: string | null | undefined): number {
  const px = /^(\d+)px$/.exec(width ?? '');
  if (!px) return IMAGE_WIDTH_DEFAULT;
  return Math.min(IMAGE_WIDTH_MAX, Math.max(IMAGE_WIDTH_MIN, Number(px[1])));
}

/**
 * Image with a width kept as an inline style (style="width: 400px" or "100%"),
 * which the public sanitiser allows, so the page shows the size chosen here.
 */
export const ImageWithWidth = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      width: {
        default: null,
        parseHTML: (element: HTMLElement) => normaliseImageWidth(element.style.width || element.getAttribute('width')),
        renderHTML: (attributes: { width?: string | null }) => (attributes.width ? { style: `width: ${attributes.width}` } : {}),
      },
      height: {
        default: null,
        parseHTML: () => null,
        renderHTML: () => ({}),
      },
    };
  },
});
