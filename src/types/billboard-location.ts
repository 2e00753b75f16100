/** A row of public.billboard_locations as the API returns it. */
export interface BillboardLocation {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  media_type: string;
  description: string | null;
  thumbnail_image_1: string | null;
  thumbnail_image_2: string | null;
  sales_sheet_pdf_url: string | null;
  is_active: boolean;
  created_at: string;
}
