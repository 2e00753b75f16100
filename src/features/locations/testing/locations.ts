import type { BillboardLocation } from '@/types/billboard-location';

export function makeLocation(overrides: Partial<BillboardLocation> = {}): BillboardLocation {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Wellington Road South',
    slug: 'wellington-road-south',
    address: '1105 Wellington Rd, London, ON N6E 1V4',
    latitude: 42.9386,
    longitude: -81.2262,
    media_type: 'Digital LED',
    description: 'High-traffic approach to White Oaks Mall.',
    thumbnail_image_1: '/images/locations/wellington-1.jpg',
    thumbnail_image_2: '/images/locations/wellington-2.jpg',
    thumbnail_image_1_alt: null,
    thumbnail_image_2_alt: null,
    sales_sheet_pdf_url: '/sales-sheets/wellington.pdf',
    is_active: true,
    slots_per_loop: 6,
    spot_seconds: 8,
    daily_impressions: null,
    impressions_source: null,
    screen_width_px: null,
    screen_height_px: null,
    screen_size: null,
    facing: null,
    operating_hours: null,
    rate_per_cycle: null,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export const twoLocations: BillboardLocation[] = [
  makeLocation(),
  makeLocation({
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Highbury Avenue North',
    slug: 'highbury-avenue-north',
    address: '1680 Highbury Ave N, London, ON N5V 3Z9',
    latitude: 43.0264,
    longitude: -81.2041,
    media_type: 'Digital LED Double-Sided',
    description: 'Near the 401 interchange.',
    thumbnail_image_1: '/images/locations/highbury-1.jpg',
    thumbnail_image_2: null,
    sales_sheet_pdf_url: '/sales-sheets/highbury.pdf',
  }),
];
