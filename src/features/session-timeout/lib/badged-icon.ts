import {
  TAB_BADGE_COLOR,
  TAB_BADGE_RADIUS_PX,
  TAB_BADGE_RING_COLOR,
  TAB_ICON_SIZE_PX,
} from '../config/tab-badge-config';

function loadImage(href: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = href;
  });
}

/**
 * The tab's icon with a red badge in its corner, as a PNG data URL. An icon that cannot be drawn (gone, or another
 * origin's without CORS, which would taint the canvas) leaves the badge alone, which still says it. Null where the
 * browser has no canvas.
 */
export async function badgedIcon(href: string): Promise<string | null> {
  const canvas = document.createElement('canvas');
  canvas.width = TAB_ICON_SIZE_PX;
  canvas.height = TAB_ICON_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const image = href ? await loadImage(href) : null;
  if (image) context.drawImage(image, 0, 0, TAB_ICON_SIZE_PX, TAB_ICON_SIZE_PX);
  const centre = TAB_ICON_SIZE_PX - TAB_BADGE_RADIUS_PX - 2;
  context.beginPath();
  context.arc(centre, centre, TAB_BADGE_RADIUS_PX, 0, 2 * Math.PI);
  context.fillStyle = TAB_BADGE_COLOR;
  context.fill();
  context.lineWidth = 4;
  context.strokeStyle = TAB_BADGE_RING_COLOR;
  context.stroke();
  try {
    return canvas.toDataURL('image/png');
  } catch {
    // A tainted canvas after all: the badge on its own.
    return image ? badgedIcon('') : null;
  }
}
