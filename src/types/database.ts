// Row types of the exposed schema, in the shape `supabase gen types typescript`
// produces, written by hand from supabase/migrations. Keep in step with them.
// Usable as createClient<Database>(...) for typed queries.

export type BookingStatus = 'requested' | 'confirmed' | 'declined' | 'cancelled' | 'expired';

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export interface Database {
  public: {
    Tables: {
      blog_posts: {
        Row: {
          id: string;
          title: string;
          slug: string;
          content: string;
          excerpt: string | null;
          featured_image: string | null;
          featured_image_alt: string | null;
          tags: string[];
          categories: string[];
          publish_date: string;
          is_published: boolean;
          meta_title: string | null;
          meta_description: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          slug: string;
          content?: string;
          excerpt?: string | null;
          featured_image?: string | null;
          featured_image_alt?: string | null;
          tags?: string[];
          categories?: string[];
          publish_date?: string;
          is_published?: boolean;
          meta_title?: string | null;
          meta_description?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          slug?: string;
          content?: string;
          excerpt?: string | null;
          featured_image?: string | null;
          featured_image_alt?: string | null;
          tags?: string[];
          categories?: string[];
          publish_date?: string;
          is_published?: boolean;
          meta_title?: string | null;
          meta_description?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      billboard_locations: {
        Row: {
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
          slots_per_loop: number;
          spot_seconds: number;
          daily_impressions: number | null;
          impressions_source: string | null;
          screen_width_px: number | null;
          screen_height_px: number | null;
          screen_size: string | null;
          facing: string | null;
          operating_hours: string | null;
          rate_per_cycle: number | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          address: string;
          latitude: number;
          longitude: number;
          media_type: string;
          description?: string | null;
          thumbnail_image_1?: string | null;
          thumbnail_image_2?: string | null;
          sales_sheet_pdf_url?: string | null;
          is_active?: boolean;
          slots_per_loop?: number;
          spot_seconds?: number;
          daily_impressions?: number | null;
          impressions_source?: string | null;
          screen_width_px?: number | null;
          screen_height_px?: number | null;
          screen_size?: string | null;
          facing?: string | null;
          operating_hours?: string | null;
          rate_per_cycle?: number | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          address?: string;
          latitude?: number;
          longitude?: number;
          media_type?: string;
          description?: string | null;
          thumbnail_image_1?: string | null;
          thumbnail_image_2?: string | null;
          sales_sheet_pdf_url?: string | null;
          is_active?: boolean;
          slots_per_loop?: number;
          spot_seconds?: number;
          daily_impressions?: number | null;
          impressions_source?: string | null;
          screen_width_px?: number | null;
          screen_height_px?: number | null;
          screen_size?: string | null;
          facing?: string | null;
          operating_hours?: string | null;
          rate_per_cycle?: number | null;
          created_at?: string;
        };
        Relationships: [];
      };
      /** The admin reads and writes (RLS); the public sees free slots through board_availability only. */
      bookings: {
        Row: {
          id: string;
          location_id: string;
          starts_on: string;
          cycles: number;
          status: BookingStatus;
          lead_id: string | null;
          expires_at: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          location_id: string;
          starts_on: string;
          cycles: number;
          status?: BookingStatus;
          lead_id?: string | null;
          expires_at?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          location_id?: string;
          starts_on?: string;
          cycles?: number;
          status?: BookingStatus;
          lead_id?: string | null;
          expires_at?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      /** Service role only: the API refuses anon and authenticated. */
      contact_inquiries: {
        Row: {
          id: string;
          name: string;
          email: string;
          company: string;
          phone: string;
          message: string;
          source: string;
          client_address: string | null;
          email_status: 'pending' | 'sent' | 'failed';
          email_error: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          email: string;
          company: string;
          phone: string;
          message: string;
          source?: string;
          client_address?: string | null;
          email_status?: 'pending' | 'sent' | 'failed';
          email_error?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          email?: string;
          company?: string;
          phone?: string;
          message?: string;
          source?: string;
          client_address?: string | null;
          email_status?: 'pending' | 'sent' | 'failed';
          email_error?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      /** The public may insert { email } only; reads are service role only. */
      newsletter_subscribers: {
        Row: {
          id: string;
          email: string;
          created_at: string;
          unsubscribed_at: string | null;
        };
        Insert: {
          id?: string;
          email: string;
          created_at?: string;
          unsubscribed_at?: string | null;
        };
        Update: {
          id?: string;
          email?: string;
          created_at?: string;
          unsubscribed_at?: string | null;
        };
        Relationships: [];
      };
    };
    Views: Record<never, never>;
    Functions: {
      /** Anon and authenticated: free slots of every active board by cycle, from the first cycle start on or after p_from. */
      board_availability: {
        Args: { p_from: string | null; p_cycles: number };
        Returns: { location_id: string; cycle_start: string; free_slots: number }[];
      };
      /** Service role only: stores a lead's requested bookings, all or nothing; returns the boards no longer free. */
      request_bookings: {
        Args: { p_lead_id: string; p_location_ids: string[]; p_starts_on: string; p_cycles: number };
        Returns: string[];
      };
    };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
}

type PublicTables = Database['public']['Tables'];
export type TableName = keyof PublicTables;
export type Tables<T extends TableName> = PublicTables[T]['Row'];
export type TablesInsert<T extends TableName> = PublicTables[T]['Insert'];
export type TablesUpdate<T extends TableName> = PublicTables[T]['Update'];
